import type { ClientRequest } from '@ta/shared';
import { Clock } from 'lucide-react';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatInstantDate } from '../../../lib/instant-format';
import { useHydrated } from '../../../lib/use-hydrated';
import { requestTimes } from '../request-times';

/**
 * "Created 3 days ago · Last updated 2 hours ago". How long ago depends on the reader's clock, so a
 * server render (and hydration) shows the dates instead; the relative times follow at once.
 */
export function RequestTimesLine({ request }: { request: ClientRequest }) {
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const dateOf = (iso: string) => formatInstantDate(iso, locale);
  const times = hydrated
    ? requestTimes(request, new Date(), locale)
    : {
        created: { id: 'client.request.created' as const, values: { when: dateOf(request.createdAt) } },
        updated: request.updatedAt
          ? { id: 'client.request.updated' as const, values: { when: dateOf(request.updatedAt) } }
          : { id: 'client.request.not-updated' as const },
      };
  return (
    <ul className="flex flex-col gap-x-6 gap-y-1 text-base text-muted sm:flex-row sm:flex-wrap">
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
        <time dateTime={request.createdAt} title={dateOf(request.createdAt)}>
          {t(times.created.id, times.created.values)}
        </time>
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-700" />
        {request.updatedAt ? (
          <time dateTime={request.updatedAt} title={dateOf(request.updatedAt)}>
            {t(times.updated.id, times.updated.values)}
          </time>
        ) : (
          <span>{t(times.updated.id, times.updated.values)}</span>
        )}
      </li>
    </ul>
  );
}
