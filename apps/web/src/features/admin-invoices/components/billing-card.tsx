import { formatCents } from '@ta/shared';
import { Link } from 'wouter';
import { useBillingSummary } from '../api/invoices';

/** The dashboard's card: invoices with a balance and those past due, each linking to the list so filtered. */
export function BillingCard() {
  const summary = useBillingSummary();
  if (!summary.data) return null;
  const { openCount, openCents, overdueCount, overdueCents } = summary.data;
  return (
    <section
      aria-labelledby="billing-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="billing-heading" className="mb-4 text-2xl">
        Invoices
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link
            href="/admin/invoices?state=open"
            className="block min-h-11 rounded-xl border border-line p-4 font-bold"
          >
            Unpaid: {openCount} {openCount === 1 ? 'invoice' : 'invoices'}, {formatCents(openCents)} due
          </Link>
        </li>
        <li>
          <Link
            href="/admin/invoices?state=overdue"
            className="block min-h-11 rounded-xl border border-line p-4 font-bold"
          >
            Overdue: {overdueCount} {overdueCount === 1 ? 'invoice' : 'invoices'}, {formatCents(overdueCents)} due
          </Link>
        </li>
      </ul>
    </section>
  );
}
