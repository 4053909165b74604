import { formatCents, type ReconciliationDifference, type ReconciliationRun } from '@ta/shared';
import { CircleCheck, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatInstantDateTime } from '../../../lib/instant-format';

const KIND_TITLES: Record<ReconciliationDifference['kind'], string> = {
  'missing-here': 'Paid at Stripe, not recorded here',
  'amount-differs': 'The amount differs',
  'refunds-differ': 'The refunds differ',
  'missing-at-stripe': 'Recorded here, not at Stripe',
  overpaid: 'Paid more than the invoice',
};

const money = (cents: number | null) => (cents === null ? 'Nothing' : formatCents(cents));

function What({ difference }: { difference: ReconciliationDifference }) {
  const href =
    difference.invoiceId !== null
      ? `/admin/invoices/${difference.invoiceId}`
      : difference.quoteId !== null
        ? `/admin/quotes/${difference.quoteId}`
        : null;
  return (
    <li className="space-y-3 rounded-2xl border border-line bg-white p-5 shadow-card">
      <h3 className="text-xl">{KIND_TITLES[difference.kind]}</h3>
      <p className="prose-width text-lg">{difference.what}</p>
      <dl className="grid gap-x-6 gap-y-1 text-lg sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">
          {difference.quoteId !== null && difference.invoiceId === null ? 'Quote' : 'Invoice'}
        </dt>
        <dd>
          {href && difference.label ? (
            <Link href={href} className="inline-flex min-h-11 items-center font-bold underline">
              {difference.label}
            </Link>
          ) : (
            (difference.label ?? 'Not found here')
          )}
        </dd>
        {difference.kind === 'overpaid' ? null : (
          <>
            <dt className="font-bold">At Stripe</dt>
            <dd>{money(difference.stripeCents)}</dd>
          </>
        )}
        <dt className="font-bold">{difference.kind === 'overpaid' ? 'Paid here' : 'Recorded here'}</dt>
        <dd>{money(difference.hereCents)}</dd>
        {difference.stripeId ? (
          <>
            <dt className="font-bold">Stripe id</dt>
            <dd className="font-mono break-all">{difference.stripeId}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

interface ReconciliationReportProps {
  /** The latest run; null before the first. */
  run: ReconciliationRun | null;
  onCheckAgain: () => void;
  checking: boolean;
  /** Why the last "Check again now" failed, in words. */
  failure: string | null;
}

/**
 * The latest comparison with Stripe (docs/payments-reconciliation.md): when it ran and the period it
 * read, each difference in words with its invoice, both amounts and Stripe's id; "nothing differs"
 * said in words when so; and "Check again now".
 */
export function ReconciliationReport({ run, onCheckAgain, checking, failure }: ReconciliationReportProps) {
  const count = run?.differences.length ?? 0;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        {run ? (
          <p className="text-lg">
            Last checked on <time dateTime={run.checkedAt}>{formatInstantDateTime(run.checkedAt)}</time>, for card
            payments made since <time dateTime={run.checkedFrom}>{formatInstantDateTime(run.checkedFrom)}</time>.
          </p>
        ) : (
          <p className="text-lg">Not checked yet. The check runs once a day; you can run it now.</p>
        )}
        <Button type="button" onClick={onCheckAgain} disabled={checking} aria-describedby="reconciliation-checking">
          <RotateCw aria-hidden />
          {checking ? 'Checking…' : 'Check again now'}
        </Button>
        <p id="reconciliation-checking" role="status" className="text-lg">
          {checking ? 'Asking Stripe for its payments…' : ''}
        </p>
        {failure ? (
          <Alert tone="error" title="The check could not be made">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </div>
      {run && count === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-line bg-white p-5 text-lg shadow-card">
          <CircleCheck aria-hidden className="size-6 shrink-0 text-success-700" />
          Nothing differs: every card payment at Stripe is recorded here, with the same amounts and refunds.
        </p>
      ) : null}
      {count > 0 ? (
        <section aria-labelledby="differences-heading" className="space-y-4">
          <h2 id="differences-heading" className="text-2xl">
            {count === 1 ? '1 difference with Stripe' : `${count} differences with Stripe`}
          </h2>
          <ul className="space-y-4">
            {run?.differences.map((difference, index) => (
              <What key={`${difference.kind}-${index}`} difference={difference} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
