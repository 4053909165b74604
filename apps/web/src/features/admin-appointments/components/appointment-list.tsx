import type { StaffAppointment } from '@ta/shared';
import { ChevronRight, Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { formatDayHeading, formatTimeRange, serviceLabel } from '../../../lib/appointment-format';
import { daysOf } from '../calendar-params';
import { AppointmentStatusBadge } from '../../../components/appointments/appointment-status-badge';
import { LateCancellationNote } from './late-cancellation-note';
import { OutsideAvailabilityBadge } from './availability-warnings';

function AppointmentRow({ appointment, warnings }: { appointment: StaffAppointment; warnings?: string[] | undefined }) {
  return (
    <li>
      <Link
        href={`/admin/appointments/${appointment.id}`}
        className="group flex min-h-11 flex-col gap-3 rounded-xl border border-line bg-white p-4 text-ink no-underline shadow-card hover:border-brand-700 sm:flex-row sm:items-center sm:gap-5"
      >
        <span className="flex shrink-0 items-center gap-2 font-bold text-brand-900 sm:w-60">
          <Clock aria-hidden className="size-5 shrink-0" />
          {formatTimeRange(appointment.startTime, appointment.endTime)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-bold wrap-anywhere text-brand-800 underline-offset-4 group-hover:underline">
            {appointment.clientName}
          </span>
          <span className="block text-muted">{serviceLabel(appointment.serviceName)}</span>
          {appointment.location ? (
            <span className="mt-1 flex items-start gap-1.5 text-muted">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
              <span className="wrap-anywhere">{appointment.location}</span>
            </span>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-3">
          <span className="flex flex-wrap items-center gap-2">
            {warnings && warnings.length > 0 ? (
              <span title={warnings.join('; ')}>
                <OutsideAvailabilityBadge />
                <span className="sr-only">: {warnings.join('; ')}</span>
              </span>
            ) : null}
            <AppointmentStatusBadge status={appointment.status} />
            <LateCancellationNote appointment={appointment} />
          </span>
          <ChevronRight aria-hidden className="size-6 shrink-0 text-brand-700" />
        </span>
      </Link>
    </li>
  );
}

/** The day's appointments by start time; in the week view, grouped under each day that has any. */
export function AppointmentList({
  appointments,
  range,
  grouped,
  visitWarnings = {},
}: {
  appointments: StaffAppointment[];
  range: { from: string; to: string };
  grouped: boolean;
  /** Why visits fall outside availability, by appointment id. */
  visitWarnings?: Record<string, string[]>;
}) {
  if (!grouped) {
    return (
      <ul aria-labelledby="calendar-date" className="space-y-3">
        {appointments.map((appointment) => (
          <AppointmentRow
            key={appointment.id}
            appointment={appointment}
            warnings={visitWarnings[String(appointment.id)]}
          />
        ))}
      </ul>
    );
  }
  const days = daysOf(range)
    .map((day) => ({ day, items: appointments.filter((a) => a.appointmentDate === day) }))
    .filter((group) => group.items.length > 0);
  return (
    <div className="space-y-6">
      {days.map(({ day, items }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-3 text-xl">
            {formatDayHeading(day)}{' '}
            <span className="font-normal text-muted">
              ({items.length} {items.length === 1 ? 'appointment' : 'appointments'})
            </span>
          </h3>
          <ul className="space-y-3">
            {items.map((appointment) => (
              <AppointmentRow
                key={appointment.id}
                appointment={appointment}
                warnings={visitWarnings[String(appointment.id)]}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
