import { businessTimeOfDay, type LateVisit } from '@ta/shared';
import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { formatAppointmentTime, serviceLabel } from '../../../lib/appointment-format';

const clock = (iso: string) => formatAppointmentTime(businessTimeOfDay(new Date(iso)));

/**
 * Today's visits not started 30 minutes after their start (docs/visit-status.md), earliest first:
 * "Not started: 9:00 AM Home Assistance for Mary Smith — Maria, on the way since 9:25 AM", each
 * opening the appointment. Says so plainly when there are none.
 */
export function LateVisitsList({ visits }: { visits: readonly LateVisit[] }) {
  if (visits.length === 0) return <p className="text-muted">Every visit due so far today has started.</p>;
  return (
    <ul className="divide-y divide-line" data-testid="late-visits">
      {visits.map((visit) => (
        <li key={visit.appointmentId} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <Clock aria-hidden className="mt-2.5 size-6 shrink-0 text-danger-700" />
          <div className="min-w-0 flex-1">
            <p>
              <Link
                href={`/admin/appointments/${visit.appointmentId}`}
                className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere text-brand-800 underline underline-offset-2"
              >
                Not started: {formatAppointmentTime(visit.startTime)} {serviceLabel(visit.serviceName)} for{' '}
                {visit.clientName}
              </Link>
            </p>
            <p>
              <span className="font-bold">Staff:</span>{' '}
              {visit.staffFirstName === null
                ? 'No one assigned'
                : visit.onMyWayAt
                  ? `${visit.staffFirstName}, on the way since ${clock(visit.onMyWayAt)}`
                  : `${visit.staffFirstName}, not on the way yet`}
            </p>
            <p className="text-muted">
              {visit.lateAlertAt
                ? `The office was e-mailed at ${clock(visit.lateAlertAt)}.`
                : 'The office is being told.'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
