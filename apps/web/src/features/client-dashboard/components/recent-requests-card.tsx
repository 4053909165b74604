import type { ClientRequest } from '@ta/shared';
import { ArrowRight, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import type { LoadState } from '../load-state';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from './dashboard-card';
import { RequestSummary } from './request-summary';

interface RecentRequestsCardProps {
  /** The three most recent requests (the caller picks them). */
  state: LoadState<ClientRequest[]>;
  now: Date;
  statusBadge: (status: string) => ReactNode;
  /** Where a client adds a request sent before they had an account, with its tracking code. */
  addEarlierHref: string;
}

export function RecentRequestsCard({ state, now, statusBadge, addEarlierHref }: RecentRequestsCardProps) {
  return (
    <DashboardCard
      title="Recent requests"
      icon={ClipboardList}
      footer={
        <>
          <Link href="/client-portal" className={buttonVariants({ variant: 'outline' })}>
            All my requests
            <ArrowRight aria-hidden />
          </Link>
          <p className="w-full text-base">
            Sent us a request before you had an account?{' '}
            <Link href={addEarlierHref} className="inline-flex min-h-11 items-center font-bold underline">
              Add it with its tracking code
            </Link>
          </p>
        </>
      }
    >
      <RequestsBody state={state} now={now} statusBadge={statusBadge} />
    </DashboardCard>
  );
}

function RequestsBody({ state, now, statusBadge }: Omit<RecentRequestsCardProps, 'addEarlierHref'>) {
  if (state.status === 'pending') return <CardLoading label="Loading your requests…" />;
  if (state.status === 'error') return <CardFailed>We couldn’t load your requests.</CardFailed>;
  // Sending one is the journey box's first step and a quick action: not repeated here.
  if (state.data.length === 0) return <p>You haven’t sent us a request yet.</p>;
  return (
    <ul className="space-y-3">
      {state.data.map((request) => (
        <RequestSummary key={request.id} request={request} now={now} statusBadge={statusBadge(request.status)} />
      ))}
    </ul>
  );
}
