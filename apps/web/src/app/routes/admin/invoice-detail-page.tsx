import type { SessionUser } from '@ta/shared';
import { Link } from 'wouter';
import { AdminQueryFallback } from '../../../components/admin/admin-query-fallback';
import { useInvoice } from '../../../features/admin-invoices/api/invoices';
import { InvoiceDetailView } from '../../../features/admin-invoices/components/invoice-detail';
import { AdminLayout } from '../../layouts/admin-layout';

/** /admin/invoices/:id: lines, payments, Record payment, Send again, Void (admins), the PDF. */
export function InvoiceDetailPage({ user, id }: { user: SessionUser; id: string }) {
  const invoice = useInvoice(Number(id));
  return (
    <AdminLayout
      user={user}
      meta={{ title: invoice.data ? `Invoice ${invoice.data.label}` : 'Invoice', description: 'An invoice.' }}
    >
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin/invoices" className="inline-flex min-h-11 items-center font-bold underline">
          Back to invoices
        </Link>
        {invoice.isPending || invoice.isError ? (
          <AdminQueryFallback query={invoice} loading="Loading the invoice…" />
        ) : (
          <InvoiceDetailView invoice={invoice.data} user={user} />
        )}
      </div>
    </AdminLayout>
  );
}
