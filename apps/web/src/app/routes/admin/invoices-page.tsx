import { INVOICE_FILTERS, isAdminRole, type InvoiceFilter, type SessionUser } from '@ta/shared';
import { Link, useSearch } from 'wouter';
import { AdminQueryFallback } from '../../../components/admin/admin-query-fallback';
import { useInvoices } from '../../../features/admin-invoices/api/invoices';
import { InvoiceTable } from '../../../features/admin-invoices/components/invoice-table';
import { FILTER_LABELS } from '../../../features/admin-invoices/invoice-words';
import { AdminLayout } from '../../layouts/admin-layout';

const isFilter = (value: string | null): value is InvoiceFilter => INVOICE_FILTERS.some((f) => f === value);

/** /admin/invoices: every invoice, filtered by state, with totals and balances; admins export CSV. */
export function InvoicesPage({ user }: { user: SessionUser }) {
  const raw = new URLSearchParams(useSearch()).get('state');
  const state = isFilter(raw) ? raw : undefined;
  const invoices = useInvoices(state);
  const today = new Date().toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  return (
    <AdminLayout user={user} meta={{ title: 'Invoices', description: 'Invoices and payments.' }}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl sm:text-4xl">Invoices</h1>
        <nav aria-label="Filter by state" className="flex flex-wrap gap-2">
          {[undefined, ...INVOICE_FILTERS].map((filter) => (
            <Link
              key={filter ?? 'all'}
              href={filter ? `/admin/invoices?state=${filter}` : '/admin/invoices'}
              aria-current={filter === state ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 font-bold aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
            >
              {filter ? FILTER_LABELS[filter] : 'All'}
            </Link>
          ))}
        </nav>
        {invoices.isPending || invoices.isError ? (
          <AdminQueryFallback query={invoices} loading="Loading the invoices…" />
        ) : (
          <>
            <p>
              {invoices.data.length} {invoices.data.length === 1 ? 'invoice' : 'invoices'}
            </p>
            <InvoiceTable invoices={invoices.data} />
          </>
        )}
        {isAdminRole(user.role) ? (
          <form
            method="get"
            action="/api/admin/billing/invoices.csv"
            className="flex flex-wrap items-end gap-3 rounded-2xl border border-line p-4"
          >
            <h2 className="w-full text-xl">Export for the bookkeeper (CSV)</h2>
            <label className="font-bold">
              From
              <input
                type="date"
                name="from"
                defaultValue={monthStart}
                required
                className="mt-1 block min-h-11 rounded-lg border border-line px-3"
              />
            </label>
            <label className="font-bold">
              To
              <input
                type="date"
                name="to"
                defaultValue={today}
                required
                className="mt-1 block min-h-11 rounded-lg border border-line px-3"
              />
            </label>
            <button type="submit" className="min-h-11 rounded-lg border border-brand-700 px-4 font-bold">
              Invoices CSV
            </button>
            <button
              type="submit"
              formAction="/api/admin/billing/payments.csv"
              className="min-h-11 rounded-lg border border-brand-700 px-4 font-bold"
            >
              Payments CSV
            </button>
          </form>
        ) : null}
      </div>
    </AdminLayout>
  );
}
