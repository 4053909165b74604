import { CARD_PAYMENT_MESSAGES, isAdminRole, type SessionUser } from '@ta/shared';
import { AdminQueryFallback } from '../../../components/admin/admin-query-fallback';
import { PageHeader } from '../../../components/ui/page-header';
import { failedWith } from '../../../lib/api-client';
import { useReconciliation, useRunReconciliation } from '../../../features/admin-payments/api/reconciliation';
import { ReconciliationReport } from '../../../features/admin-payments/components/reconciliation-report';
import { AdminLayout } from '../../layouts/admin-layout';
import { AccessDeniedPage } from '../site/access-denied-page';

/** The check's own words when Stripe did not answer (the payer's "Nothing was charged" does not fit here). */
const STRIPE_DOWN =
  'Stripe could not be reached just now, so nothing was compared and the last check stays as it was. Please try again in a few minutes.';

function failureWords(error: Error | null): string | null {
  if (!error) return null;
  return failedWith(error, 'card_provider_down', CARD_PAYMENT_MESSAGES.providerDown) ? STRIPE_DOWN : error.message;
}

/**
 * /admin/payments/reconciliation: the daily comparison of card payments with Stripe's
 * (docs/payments-reconciliation.md). Admins only (staff see Access Denied; the server answers 403 to them too).
 */
export function PaymentsReconciliationPage({ user }: { user: SessionUser }) {
  if (!isAdminRole(user.role)) return <AccessDeniedPage />;
  return <ReconciliationScreen user={user} />;
}

function ReconciliationScreen({ user }: { user: SessionUser }) {
  const reconciliation = useReconciliation();
  const checkAgain = useRunReconciliation();
  return (
    <AdminLayout
      user={user}
      meta={{ title: 'Card payments and Stripe', description: 'Card payments compared with Stripe’s.' }}
    >
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <PageHeader
          title="Card payments and Stripe"
          backHref="/admin"
          description="Once a day the site compares the card payments Stripe took with the ones recorded here. Anything that does not match is listed below, so you can look it up in Stripe’s dashboard and put it right."
        />
        {reconciliation.isPending || reconciliation.isError ? (
          <AdminQueryFallback query={reconciliation} loading="Loading the comparison…" />
        ) : (
          <ReconciliationReport
            run={reconciliation.data.latest}
            onCheckAgain={() => checkAgain.mutate()}
            checking={checkAgain.isPending}
            failure={failureWords(checkAgain.error)}
          />
        )}
      </div>
    </AdminLayout>
  );
}
