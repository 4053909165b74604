import type { VisitSummary } from '@ta/shared';
import { AlarmClock } from 'lucide-react';
import { Link } from 'wouter';
import { formatAppointmentDate, formatTimeRange } from '../../../lib/appointment-format';

/**
 * Overdue visits: home-watch visits not started by their end time, the oldest first as the server sends
 * them, each opening its visit page. Says so plainly when there are none.
 */
export function OverdueVisitsList({ visits }: { visits: readonly VisitSummary[] }) {
  if (visits.length === 0) return <p className="text-muted">No overdue visits.</p>;
  return (
    <ul className="divide-y divide-line">
      {visits.map((visit) => (
        <li key={visit.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
          <AlarmClock aria-hidden className="mt-2.5 size-6 shrink-0 text-danger-700" />
          <div className="min-w-0 flex-1">
            <p>
              <Link
                href={`/admin/visits/${visit.id}`}
                className="inline-flex min-h-11 items-center text-lg font-bold wrap-anywhere text-brand-800 underline underline-offset-2"
              >
                {visit.propertyName}
              </Link>
            </p>
            <p className="wrap-anywhere">{visit.address}</p>
            <p>
              <span className="font-bold">Was due:</span> {formatAppointmentDate(visit.date)},{' '}
              {formatTimeRange(visit.startTime, visit.endTime)}
            </p>
            <p>
              <span className="font-bold">Staff:</span> {visit.staffName ?? 'No one assigned'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
