import type { ActivityEvent } from '@ta/shared';
import { Activity } from 'lucide-react';
import { formatInstant } from '../../../lib/instant-format';

function When({ iso }: { iso: string }) {
  const { date, time } = formatInstant(iso);
  return (
    <time dateTime={iso} className="text-base text-muted">
      {date} at {time}
    </time>
  );
}

/** Latest Activity: the newest recorded events (real data, not sample text). */
export function ActivityList({ events }: { events: readonly ActivityEvent[] }) {
  if (events.length === 0) return <p className="text-muted">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-4">
      {events.map((event) => (
        <li key={event.id} className="flex gap-3">
          <Activity aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="wrap-anywhere">{event.summary}</p>
            <p>
              <When iso={event.createdAt} />
              {event.actorName ? <span className="text-base text-muted"> · by {event.actorName}</span> : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
