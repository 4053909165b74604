import type { ClientAppointment } from '@ta/shared';
import { CalendarDays, Clock, MapPin, NotebookText, UserRound, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { appointmentTitle, formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { serviceBarColour, whoIsComing, type AppointmentTab } from '../appointment-tabs';
import { AppointmentCardActions } from './appointment-card-actions';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';

interface AppointmentCardProps {
  appointment: ClientAppointment;
  tab: AppointmentTab;
  /** Where "Add to calendar" downloads the appointment's .ics file. */
  calendarUrl: string;
  onCancel: (appointment: ClientAppointment) => void;
}

interface DetailProps {
  icon: LucideIcon;
  label: string;
  id?: string;
  children: ReactNode;
}

function Detail({ icon: Icon, label, id, children }: DetailProps) {
  return (
    <div className="flex gap-3">
      <dt className="mt-1 shrink-0">
        <Icon aria-hidden className="size-5 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd id={id} className="min-w-0 break-words">
        {children}
      </dd>
    </div>
  );
}

/**
 * One appointment, titled by its service and day. The service's colour marks the card; the title says
 * the same in words. The notes are shown once, in full.
 */
export function AppointmentCard({ appointment, tab, calendarUrl, onCancel }: AppointmentCardProps) {
  const titleId = useId();
  const dateId = useId();
  const notes = appointment.notes?.trim() ?? '';
  const start = formatAppointmentTime(appointment.startTime);
  const end = formatAppointmentTime(appointment.endTime);
  const who = whoIsComing(appointment.staffFirstName, tab);

  return (
    <Card className="flex overflow-hidden">
      <div
        aria-hidden
        className="w-2 shrink-0"
        style={{ backgroundColor: serviceBarColour(appointment.serviceColor) }}
      />
      <article aria-labelledby={titleId} className="min-w-0 flex-1 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={titleId} className="min-w-0 text-xl break-words sm:text-2xl">
            {appointmentTitle(appointment)}
          </h2>
          <AppointmentStatusBadge status={appointment.status} audience="client" />
        </div>
        <dl className="mt-4 grid gap-2 text-lg">
          <Detail icon={CalendarDays} label="Date" id={dateId}>
            {formatAppointmentDate(appointment.appointmentDate)}
          </Detail>
          <Detail icon={Clock} label="Time">
            {start} – {end}
          </Detail>
          {who ? (
            <Detail icon={UserRound} label="Who is coming">
              {who}
            </Detail>
          ) : null}
          {appointment.location ? (
            <Detail icon={MapPin} label="Location">
              {appointment.location}
            </Detail>
          ) : null}
          {notes !== '' ? (
            <Detail icon={NotebookText} label="Notes">
              <span className="whitespace-pre-line">{notes}</span>
            </Detail>
          ) : null}
        </dl>
        <AppointmentCardActions
          appointment={appointment}
          tab={tab}
          calendarUrl={calendarUrl}
          describedBy={`${titleId} ${dateId}`}
          onCancel={onCancel}
        />
      </article>
    </Card>
  );
}
