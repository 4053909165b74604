import { formatBusinessTime, formatCents, type QuoteSummary } from '@ta/shared';
import { Link } from 'wouter';
import { TableHeadingRow } from '../../../components/ui/table-heading-row';
import { formatAppointmentDate } from '../../../lib/appointment-format';
import { StaffQuoteBadge } from './staff-quote-badge';

/** A list of quotes: reference, client, state, version, total, valid until, when sent. */
export function QuotesTable({ quotes, caption }: { quotes: readonly QuoteSummary[]; caption: string }) {
  return (
    // Keyboard users can scroll it sideways on a narrow screen: the region takes focus.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-white"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-sand">
          <TableHeadingRow
            cellClassName="p-3"
            columns={['Quote', 'For', 'Status', { label: 'Total', className: 'p-3 text-right' }, 'Valid until', 'Sent']}
          />
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id} className="border-t border-line">
              <td className="p-3">
                <Link href={`/admin/quotes/${quote.id}`} className="inline-flex min-h-11 items-center font-bold">
                  {quote.label}
                </Link>
                <span className="block text-muted">Version {quote.currentVersion}</span>
              </td>
              <td className="p-3">{quote.recipientName}</td>
              <td className="p-3">
                <StaffQuoteBadge status={quote.status} />
              </td>
              <td className="p-3 text-right">{formatCents(quote.totalCents)}</td>
              <td className="p-3">{formatAppointmentDate(quote.validUntil)}</td>
              <td className="p-3">
                {quote.sentAt ? formatBusinessTime(quote.sentAt, 'en-US', { dateStyle: 'medium' }) : 'Not sent'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
