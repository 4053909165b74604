import type { ClientRequest } from '@ta/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useServiceName } from '../../../components/appointments/appointment-words';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { formatInstantDate, timeAgo } from '../../../lib/instant-format';
import { useHydrated } from '../../../lib/use-hydrated';

interface RequestSummaryProps {
  request: ClientRequest;
  now: Date;
  /** The status badge, drawn by the page (the tracking feature owns the badge). */
  statusBadge: ReactNode;
}

/**
 * One request: service, status in words, and how long ago it was sent. How long ago depends on the reader's
 * clock and on when the page's app starts (at the first reach, docs/decisions/068), so the server render
 * (and hydration) says the date; the relative time follows once the browser has the page.
 */
export function RequestSummary({ request, now, statusBadge }: RequestSummaryProps) {
  const t = useT();
  const hydrated = useHydrated();
  const locale = useLocale();
  const serviceName = useServiceName();
  return (
    <li className="space-y-2 rounded-xl border border-line bg-canvas p-4">
      <p className="text-lg font-bold wrap-anywhere text-brand-950">{serviceName(request.serviceInterest)}</p>
      <p>
        <span className="sr-only">{t('client.status-prefix')}</span>
        {statusBadge}
      </p>
      <p className="text-base text-muted">
        <FormattedMessage
          id="client.recent.sent"
          values={{
            when: hydrated ? timeAgo(request.createdAt, now, locale) : formatInstantDate(request.createdAt, locale),
            time: (chunks) => <time dateTime={request.createdAt}>{chunks}</time>,
          }}
        />
      </p>
    </li>
  );
}
