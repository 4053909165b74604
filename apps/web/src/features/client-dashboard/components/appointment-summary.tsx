import type { ClientAppointment } from '@ta/shared';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { clientStatusMessage, useServiceName } from '../../../components/appointments/appointment-words';
import { ChangeWindowNotice } from '../../../components/appointments/change-window-notice';
import { VisitStatusLine } from '../../../components/appointments/visit-status-line';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';
import { changeWindowOf } from '../../../lib/change-window';

/** One upcoming appointment: service, date, time and place, today's visit as it happens, and until when it can be changed. */
export function AppointmentSummary({ appointment, now }: { appointment: ClientAppointment; now: Date }) {
  const { serviceName, appointmentDate, startTime, endTime, location, status } = appointment;
  const t = useT();
  const locale = useLocale();
  const serviceWords = useServiceName();
  return (
    <li className="rounded-xl border border-line bg-canvas p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-lg font-bold wrap-anywhere text-brand-950">{serviceWords(serviceName)}</p>
        <p className="text-base font-bold text-muted">{t(clientStatusMessage(status))}</p>
      </div>
      <p className="mt-1 flex gap-2">
        <CalendarDays aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
        <time dateTime={appointmentDate}>{formatAppointmentDate(appointmentDate, locale)}</time>
      </p>
      <p className="flex gap-2">
        <Clock aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
        <span>{formatTimeRange(startTime, endTime, locale)}</span>
      </p>
      {location ? (
        <p className="flex gap-2">
          <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 wrap-anywhere">{location}</span>
        </p>
      ) : null}
      <VisitStatusLine appointment={appointment} now={now} />
      {/* Until when it can be changed online, or the number to call (docs/booking.md). */}
      <ChangeWindowNotice change={changeWindowOf(appointment, now)} />
    </li>
  );
}
