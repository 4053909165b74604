import type { ReconciliationSummary } from '@ta/shared';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { formatInstantDateTime } from '../../../lib/instant-format';

/**
 * The dashboard's notice when the latest daily comparison with Stripe found differences
 * (docs/payments-reconciliation.md): how many, in words, and the way to the list. Admins only (the
 * server sends nothing to staff); nothing shows while everything matches.
 */
export function ReconciliationNotice({ summary }: { summary: ReconciliationSummary | null | undefined }) {
  if (!summary || summary.differences === 0) return null;
  const n = summary.differences;
  return (
    <Alert tone="error" title={`Card payments need a look: ${n} ${n === 1 ? 'difference' : 'differences'} with Stripe`}>
      <p>
        The check of <time dateTime={summary.checkedAt}>{formatInstantDateTime(summary.checkedAt)}</time> found card
        payments that do not match Stripe’s.{' '}
        <Link
          href="/admin/payments/reconciliation"
          className="inline-flex min-h-11 items-center font-bold text-brand-800 underline"
        >
          See the differences
        </Link>
      </p>
    </Alert>
  );
}
