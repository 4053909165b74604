import type { ClientAppointment } from '@ta/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';

/** The status in words, e.g. in-progress → In Progress. */
const statusWords = (status: string) =>
  status
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** One upcoming appointment: service, date, time and place. */
export function AppointmentSummary({ appointment }: { appointment: ClientAppointment }) {
  const { serviceName, appointmentDate, startTime, endTime, location, status } = appointment;
  return (
    <li className="rounded-xl border border-line bg-canvas p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-lg font-bold break-words text-brand-950">{serviceName ?? 'Unknown Service'}</p>
        <p className="text-base font-bold text-muted">{statusWords(status)}</p>
      </div>
      <p className="mt-1 flex gap-2">
        <CalendarDays aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
        <time dateTime={appointmentDate}>{formatAppointmentDate(appointmentDate)}</time>
      </p>
      <p className="flex gap-2">
        <Clock aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>{formatTimeRange(startTime, endTime)}</span>
      </p>
      {location ? (
        <p className="flex gap-2">
          <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 break-words">{location}</span>
        </p>
      ) : null}
    </li>
  );
}
