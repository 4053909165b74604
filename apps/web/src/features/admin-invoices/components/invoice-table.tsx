import { formatCents, type InvoiceSummary } from '@ta/shared';
import { Link } from 'wouter';
import { TableHeadingRow } from '../../../components/ui/table-heading-row';
import { StateBadge } from './state-badge';

/** The invoice list: number, client, dates, total, balance and state, newest first. */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  if (invoices.length === 0) return <p className="text-lg">No invoices in this list.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <thead className="sticky top-0 bg-white">
          <TableHeadingRow
            className="border-b border-line"
            cellClassName="p-2"
            columns={[
              'Invoice',
              'Client',
              'Issued',
              'Due',
              { label: 'Total', className: 'p-2 text-right' },
              { label: 'Balance', className: 'p-2 text-right' },
              'State',
            ]}
          />
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-line">
              <td className="p-2">
                <Link
                  href={`/admin/invoices/${invoice.id}`}
                  className="inline-flex min-h-11 items-center font-bold underline"
                >
                  {invoice.label}
                </Link>
              </td>
              <td className="p-2">{invoice.recipientName}</td>
              <td className="p-2">{invoice.issuedOn}</td>
              <td className="p-2">{invoice.dueOn}</td>
              <td className="p-2 text-right">{formatCents(invoice.totalCents)}</td>
              <td className="p-2 text-right">{formatCents(invoice.balanceCents)}</td>
              <td className="p-2">
                <StateBadge state={invoice.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
