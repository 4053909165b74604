import type { ClientRequest } from '@ta/shared';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useT } from '../../../i18n/use-t';
import type { LoadState } from '../load-state';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard, DashboardCardLink } from '../../../components/dashboard/dashboard-card';
import { RequestSummary } from './request-summary';

interface RecentRequestsCardProps {
  /** The three most recent requests (the caller picks them). */
  state: LoadState<ClientRequest[]>;
  now: Date;
  statusBadge: (status: string) => ReactNode;
  /**
   * Where a client adds a request sent before they had an account, with its tracking code; left out
   * for someone helping with the account (only the account holder adds requests to it).
   */
  addEarlierHref?: string;
  /** Someone helping with this client's account (docs/circle.md): the card speaks of the client. */
  forName?: string;
}

export function RecentRequestsCard({ state, now, statusBadge, addEarlierHref, forName }: RecentRequestsCardProps) {
  const t = useT();
  return (
    <DashboardCard
      title={t('client.recent.title')}
      icon={ClipboardList}
      footer={
        <>
          <DashboardCardLink href="/client-portal">
            {forName === undefined ? t('client.recent.all') : t('client.recent.all-for', { name: forName })}
          </DashboardCardLink>
          {addEarlierHref === undefined ? null : (
            <p className="w-full text-base">
              <FormattedMessage
                id="client.recent.earlier"
                values={{
                  link: (chunks) => (
                    <Link href={addEarlierHref} className="inline-flex min-h-11 items-center font-bold underline">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          )}
        </>
      }
    >
      <RequestsBody state={state} now={now} statusBadge={statusBadge} forName={forName} />
    </DashboardCard>
  );
}

function RequestsBody({ state, now, statusBadge, forName }: Omit<RecentRequestsCardProps, 'addEarlierHref'>) {
  const t = useT();
  if (state.status === 'pending') return <CardLoading label={t('client.recent.loading')} />;
  if (state.status === 'error') return <CardFailed>{t('client.recent.failed')}</CardFailed>;
  if (state.data.length === 0 && forName !== undefined) return <p>{t('client.recent.empty-for', { name: forName })}</p>;
  // Sending one is the journey box's first step and a quick action: not repeated here.
  if (state.data.length === 0) return <p>{t('client.recent.empty')}</p>;
  return (
    <ul className="space-y-3">
      {state.data.map((request) => (
        <RequestSummary key={request.id} request={request} now={now} statusBadge={statusBadge(request.status)} />
      ))}
    </ul>
  );
}
