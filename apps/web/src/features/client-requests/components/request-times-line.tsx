import type { ClientRequest } from '@ta/shared';
import { Clock } from 'lucide-react';
import { useHydrated } from '../../../lib/use-hydrated';
import { formatInstantDate } from '../../../lib/instant-format';
import { requestTimes } from '../request-times';

/**
 * "Created 3 days ago · Last updated 2 hours ago". How long ago depends on the reader's clock, so a
 * server render (and hydration) shows the dates instead; the relative times follow at once.
 */
export function RequestTimesLine({ request }: { request: ClientRequest }) {
  const hydrated = useHydrated();
  const times = hydrated
    ? requestTimes(request, new Date())
    : {
        created: `Created ${formatInstantDate(request.createdAt)}`,
        updated: request.updatedAt ? `Last updated ${formatInstantDate(request.updatedAt)}` : 'Not updated yet',
      };
  return (
    <ul className="flex flex-col gap-x-6 gap-y-1 text-base text-muted sm:flex-row sm:flex-wrap">
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
        <time dateTime={request.createdAt} title={formatInstantDate(request.createdAt)}>
          {times.created}
        </time>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
        {request.updatedAt ? (
          <time dateTime={request.updatedAt} title={formatInstantDate(request.updatedAt)}>
            {times.updated}
          </time>
        ) : (
          <span>{times.updated}</span>
        )}
      </li>
    </ul>
  );
}
