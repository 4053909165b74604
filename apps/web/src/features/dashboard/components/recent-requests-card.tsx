import type { ClientRequest } from '@ta/shared';
import { ArrowRight, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import type { LoadState } from '../load-state';
import { STEPS } from '../next-step';
import { CardFailed, CardLoading } from './card-states';
import { DashboardCard } from './dashboard-card';
import { RequestSummary } from './request-summary';

interface RecentRequestsCardProps {
  /** The three most recent requests (the caller picks them). */
  state: LoadState<ClientRequest[]>;
  now: Date;
  statusBadge: (status: string) => ReactNode;
}

export function RecentRequestsCard({ state, now, statusBadge }: RecentRequestsCardProps) {
  return (
    <DashboardCard
      title="Recent requests"
      icon={ClipboardList}
      footer={
        <Link href="/client-portal" className={buttonVariants({ variant: 'outline' })}>
          All my requests
          <ArrowRight aria-hidden />
        </Link>
      }
    >
      <RequestsBody {...{ state, now, statusBadge }} />
    </DashboardCard>
  );
}

function RequestsBody({ state, now, statusBadge }: RecentRequestsCardProps) {
  if (state.status === 'pending') return <CardLoading label="Loading your requests…" />;
  if (state.status === 'error') return <CardFailed>We couldn’t load your requests.</CardFailed>;
  if (state.data.length === 0) {
    return (
      <div className="space-y-2">
        <p>You haven’t sent us a request yet.</p>
        <Link href={STEPS.submitRequest.href} className="inline-flex min-h-11 items-center font-bold underline">
          {STEPS.submitRequest.label}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {state.data.map((request) => (
        <RequestSummary key={request.id} request={request} now={now} statusBadge={statusBadge(request.status)} />
      ))}
    </ul>
  );
}
