import type { Role, SessionUser } from '@ta/shared';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useDashboard } from '../../../features/admin-dashboard/api/dashboard';
import { BillingCard } from '../../../features/admin-invoices/components/billing-card';
import { CallbackList } from '../../../features/admin-dashboard/components/callback-list';
import { ActivityList } from '../../../features/admin-dashboard/components/activity-list';
import { CountCards } from '../../../features/admin-dashboard/components/count-cards';
import { LateVisitsList } from '../../../features/admin-dashboard/components/late-visits-list';
import { MailHealthNotice } from '../../../features/admin-dashboard/components/mail-health-notice';
import { PlanDaysNotice } from '../../../features/admin-dashboard/components/plan-days-notice';
import { ReconciliationNotice } from '../../../features/admin-dashboard/components/reconciliation-notice';
import { OverdueVisitsList } from '../../../features/admin-dashboard/components/overdue-visits-list';
import { LoadError } from '../../../components/ui/load-error';
import { RequestsChart } from '../../../features/admin-dashboard/components/requests-chart';
import { ShortcutCards } from '../../../features/admin-dashboard/components/shortcut-cards';
import { WhatsNewList } from '../../../features/admin-dashboard/components/whats-new-list';
import { AdminLayout } from '../../layouts/admin-layout';

const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  staff: 'Staff member',
  client: 'Client',
};

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
      <h2 id={id} className="mb-4 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin, the dashboard, from real data: calls to return, overdue home-watch visits, counts, requests over
 * time, activity, what's new.
 */
export function AdminHomePage({ user }: { user: SessionUser }) {
  const dashboard = useDashboard();

  return (
    <AdminLayout user={user} meta={{ title: 'Back Office', description: 'The back office.' }}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl sm:text-4xl">Welcome, {user.firstName || user.username}</h1>
          <p className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-900 ring-1 ring-brand-200">
            Role: {ROLE_LABELS[user.role]}
          </p>
        </div>

        {dashboard.isPending ? (
          <Spinner label="Loading the dashboard…" showLabel className="py-10" />
        ) : dashboard.isError ? (
          <LoadError
            title="Error loading data"
            retryLabel="Retry"
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <>
            {/* Mail not getting through: reset links, reports and invoices are not reaching people. */}
            <MailHealthNotice mail={dashboard.data.mail} />
            {/* Card payments that do not match Stripe's: money taken and not recorded, or the other way. */}
            <ReconciliationNotice summary={dashboard.data.reconciliation} />
            {/* Standing visits' days no plan could book: nobody comes unless the office books them. */}
            <PlanDaysNotice days={dashboard.data.unbookablePlanDays} />
            {/* Calls to return come first: a person is waiting by the phone. */}
            <Panel id="callbacks-heading" title="Call back">
              <CallbackList callbacks={dashboard.data.callbacks} />
            </Panel>
            {/* A client waiting at home for someone who has not come: call them, or the staff member. */}
            <Panel id="late-visits-heading" title="Visits not started">
              <LateVisitsList visits={dashboard.data.lateVisits ?? []} />
            </Panel>
            {/* A house nobody checked on time: someone should go, or tell the owner. */}
            <Panel id="overdue-visits-heading" title="Overdue visits">
              <OverdueVisitsList visits={dashboard.data.overdueVisits} />
            </Panel>
            <CountCards counts={dashboard.data.counts} />
            <BillingCard />
            <Panel id="chart-heading" title="Requests over the last 30 days">
              <RequestsChart days={dashboard.data.requestsByDay} />
            </Panel>
            <div className="grid gap-8 lg:grid-cols-2">
              <Panel id="whats-new-heading" title="What's New">
                <WhatsNewList items={dashboard.data.whatsNew} />
              </Panel>
              <Panel id="activity-heading" title="Latest Activity">
                <ActivityList events={dashboard.data.latestActivity} />
              </Panel>
            </div>
          </>
        )}

        <section aria-labelledby="shortcuts-heading">
          <h2 id="shortcuts-heading" className="mb-4 text-2xl">
            Shortcuts
          </h2>
          <ShortcutCards role={user.role} />
        </section>
      </div>
    </AdminLayout>
  );
}
