import type { ClientAppointment } from '@ta/shared';
import { CalendarDays, Clock, MapPin, NotebookText, UserRound, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { VisitStatusLine } from '../../../components/appointments/visit-status-line';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { appointmentTitle, formatAppointmentDate, formatAppointmentTime } from '../../../lib/appointment-format';
import { serviceBarColour, whoIsComing, type AppointmentTab } from '../appointment-tabs';
import { AppointmentCardActions } from './appointment-card-actions';

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
      <dd id={id} className="min-w-0 wrap-anywhere">
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
  const t = useT();
  const locale = useLocale();
  const serviceName = useServiceName();
  const titleId = useId();
  const dateId = useId();
  const notes = appointment.notes?.trim() ?? '';
  const start = formatAppointmentTime(appointment.startTime, locale);
  const end = formatAppointmentTime(appointment.endTime, locale);
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
          <h2 id={titleId} className="min-w-0 text-xl wrap-anywhere sm:text-2xl">
            {appointmentTitle(appointment, locale, serviceName(appointment.serviceName))}
          </h2>
          <AppointmentStatusBadge status={appointment.status} audience="client" />
        </div>
        <VisitStatusLine appointment={appointment} now={new Date()} />
        <dl className="mt-4 grid gap-2 text-lg">
          <Detail icon={CalendarDays} label={t('appointments.card.date')} id={dateId}>
            {formatAppointmentDate(appointment.appointmentDate, locale)}
          </Detail>
          <Detail icon={Clock} label={t('appointments.card.time')}>
            {start} – {end}
          </Detail>
          {who ? (
            <Detail icon={UserRound} label={t('appointments.card.who')}>
              {t(who.id, who.values)}
            </Detail>
          ) : null}
          {appointment.location ? (
            <Detail icon={MapPin} label={t('appointments.card.location')}>
              {appointment.location}
            </Detail>
          ) : null}
          {notes !== '' ? (
            <Detail icon={NotebookText} label={t('appointments.card.notes')}>
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
