import { formatCents, formatPercent, type StaffQuote } from '@ta/shared';
import { Link } from 'wouter';
import { formatAppointmentDate } from '../../../lib/appointment-format';

/**
 * The deposit the current version asks and what was paid of it (docs/quotes.md, "Deposits"): each card
 * payment with its day, who paid, the card, Stripe's fee and the invoice it was counted on. Nothing
 * when no version asks a deposit and none was paid.
 */
export function QuoteDeposits({ quote }: { quote: StaffQuote }) {
  const current = quote.versions.find((v) => v.version === quote.currentVersion);
  const asked = current?.depositCents ?? null;
  if (asked === null && quote.deposits.length === 0) return null;
  const paidCents = quote.deposits.reduce((sum, d) => sum + d.amountCents, 0);
  const left = asked === null ? 0 : Math.max(0, asked - paidCents);
  return (
    <section aria-labelledby="deposit-heading" className="space-y-3 rounded-2xl border border-line bg-white p-5">
      <h2 id="deposit-heading" className="text-2xl">
        Deposit
      </h2>
      <p className="text-lg">
        {asked === null
          ? `Version ${quote.currentVersion} asks no deposit.`
          : `Version ${quote.currentVersion} asks a deposit of ${formatCents(asked)}${
              current?.depositPercentBp ? ` (${formatPercent(current.depositPercentBp)} of the total)` : ''
            }.`}{' '}
        <strong>
          {asked === null
            ? ''
            : left === 0
              ? 'Paid.'
              : paidCents > 0
                ? `${formatCents(left)} not paid yet.`
                : 'Not paid yet.'}
        </strong>
      </p>
      {quote.deposits.length > 0 ? (
        <ul className="space-y-2">
          {quote.deposits.map((d) => (
            <li key={d.id} className="rounded-xl border border-line p-3">
              <p className="font-bold">
                {formatCents(d.amountCents)} paid by card on {formatAppointmentDate(d.paidOn)} (version {d.version})
              </p>
              <p className="text-muted">
                {d.payerName ? `By ${d.payerName}` : 'By someone with the e-mailed link'}
                {d.payerEmail ? ` (${d.payerEmail})` : ''}
                {d.cardLabel ? ` · ${d.cardLabel}` : ''}
                {d.feeCents !== null ? ` · Stripe fee ${formatCents(d.feeCents)}` : ''}
              </p>
              <p>
                {d.invoiceId !== null ? (
                  <Link href={`/admin/invoices/${d.invoiceId}`} className="inline-flex min-h-11 items-center font-bold">
                    Counted on {d.invoiceLabel}
                  </Link>
                ) : (
                  'Not on an invoice yet: it will be counted on the invoice made from this quote.'
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
