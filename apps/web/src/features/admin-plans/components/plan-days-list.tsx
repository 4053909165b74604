import type { PlanDay } from '@ta/shared';
import { CalendarCheck, CalendarClock, CircleAlert, Pause, SkipForward } from 'lucide-react';
import { Link } from 'wouter';
import { StatusBadge, type BadgeLook } from '../../../components/ui/status-badge';
import { formatDayHeading } from '../../../lib/appointment-format';

/** Each state of a plan's day: its word and its look (the word always shown, never the colour alone). */
const DAY_STATES: Record<PlanDay['state'], BadgeLook & { label: string }> = {
  booked: { label: 'Booked', tone: 'success', icon: CalendarCheck },
  skipped: { label: 'Skipped', tone: 'neutral', icon: SkipForward },
  paused: { label: 'Paused', tone: 'neutral', icon: Pause },
  unbookable: { label: 'Not booked', tone: 'danger', icon: CircleAlert },
  planned: { label: 'Planned', tone: 'brand', icon: CalendarClock },
};

/** How many days show before "more days" is opened. */
const SHOWN_FIRST = 6;

function PlanDayItem({ day }: { day: PlanDay }) {
  const state = DAY_STATES[day.state];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="font-bold">{formatDayHeading(day.day)}</span>
      <StatusBadge {...state} srPrefix="State: " />
      {day.state === 'unbookable' ? <span>{day.reason ?? 'No reason was given'}: book it by hand.</span> : null}
      {day.state === 'booked' && day.appointmentId !== null ? (
        <Link href={`/admin/appointments/${day.appointmentId}`} className="inline-flex min-h-11 items-center underline">
          Open the visit<span className="sr-only"> of {formatDayHeading(day.day)}</span>
        </Link>
      ) : null}
    </li>
  );
}

/**
 * A plan's days from today, each with what became of it; "Planned" days are booked as they come within
 * the service's booking window. The first few show, the rest behind "more days".
 */
export function PlanDaysList({ days }: { days: readonly PlanDay[] }) {
  if (days.length === 0) return <p>No days still to come.</p>;
  const first = days.slice(0, SHOWN_FIRST);
  const rest = days.slice(SHOWN_FIRST);
  return (
    <div className="space-y-1">
      <ol className="divide-y divide-line">
        {first.map((day) => (
          <PlanDayItem key={day.day} day={day} />
        ))}
      </ol>
      {rest.length > 0 ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold underline">
            {rest.length === 1 ? '1 more day' : `${rest.length} more days`}
          </summary>
          <ol className="divide-y divide-line">
            {rest.map((day) => (
              <PlanDayItem key={day.day} day={day} />
            ))}
          </ol>
        </details>
      ) : null}
      <p className="text-base text-muted">
        Planned: booked by itself once the day comes within the service’s booking window.
      </p>
    </div>
  );
}
