import { formatBusinessTime, formatCents, isAdminRole, type SessionUser, type StaffInvoiceDetail } from '@ta/shared';
import { AutopayTriesList } from '../../../components/billing/autopay-tries-list';
import { InvoiceLinesTable } from '../../../components/billing/invoice-lines-table';
import { Button, buttonVariants } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSendInvoice } from '../api/invoice-actions';
import { PaymentForm } from './payment-form';
import { PaymentSummary } from './payment-summary';
import { RefundForm } from './refund-form';
import { StateBadge } from './state-badge';
import { VoidForm } from './void-form';

/** One invoice in the back office: its lines and sums, its payments, and what staff (and admins) can do. */
export function InvoiceDetailView({ invoice, user }: { invoice: StaffInvoiceDetail; user: SessionUser }) {
  const send = useSendInvoice(invoice.id);
  const isAdmin = isAdminRole(user.role);
  const open = invoice.state !== 'void' && invoice.balanceCents > 0;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl sm:text-4xl">Invoice {invoice.label}</h1>
        <StateBadge state={invoice.state} />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-bold">Bill to</dt>
          <dd>
            {invoice.recipientName}, {invoice.recipientEmail}
          </dd>
        </div>
        <div>
          <dt className="font-bold">Kind</dt>
          <dd>{invoice.kind === 'job' ? 'Job' : 'Late cancellation'}</dd>
        </div>
        <div>
          <dt className="font-bold">Issued</dt>
          <dd>{invoice.issuedOn}</dd>
        </div>
        <div>
          <dt className="font-bold">Due</dt>
          <dd>{invoice.dueOn}</dd>
        </div>
        <div>
          <dt className="font-bold">Made by</dt>
          <dd>{invoice.createdBy ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-bold">E-mailed</dt>
          <dd>
            {invoice.sentAt
              ? formatBusinessTime(invoice.sentAt, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
              : 'Not yet'}
          </dd>
        </div>
        {invoice.voidReason ? (
          <div className="sm:col-span-2">
            <dt className="font-bold">Voided because</dt>
            <dd>{invoice.voidReason}</dd>
          </div>
        ) : null}
      </dl>
      <InvoiceLinesTable
        lines={invoice.lines}
        caption="Lines"
        headings={{ description: 'Description', quantity: 'Qty', price: 'Price', amount: 'Amount' }}
        foot={
          <tfoot>
            {[
              ['Subtotal', invoice.subtotalCents],
              ['Discount', -invoice.discountCents],
              ['Total', invoice.totalCents],
              ['Paid', invoice.paidCents],
              ['Balance due', invoice.balanceCents],
            ].map(([label, cents]) => (
              <tr key={label}>
                <th scope="row" colSpan={3} className="p-2 text-right">
                  {label}
                </th>
                <td className="p-2 text-right font-bold">{formatCents(Number(cents))}</td>
              </tr>
            ))}
          </tfoot>
        }
      />
      <div className="flex flex-wrap gap-3">
        <a href={`/api/admin/invoices/${invoice.id}/pdf`} className={buttonVariants({ variant: 'outline' })}>
          Open the PDF
        </a>
        {invoice.state !== 'void' ? (
          <Button type="button" variant="outline" disabled={send.isPending} onClick={() => send.mutate(undefined)}>
            Send again
          </Button>
        ) : null}
        {send.isSuccess ? (
          <p role="status" className="self-center font-bold">
            The invoice was e-mailed again.
          </p>
        ) : null}
        {send.isError ? (
          <p role="alert" className="self-center font-bold text-red-800">
            {errorMessage(send.error)}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-2xl">
          Payments
        </h2>
        {invoice.payments.length === 0 ? <p>No payments yet.</p> : null}
        <ul className="space-y-3">
          {invoice.payments.map((payment) => (
            <li key={payment.id} className="rounded-xl border border-line p-4">
              <PaymentSummary payment={payment} />
              {payment.method === 'online' ? (
                isAdmin && !payment.voidedAt ? (
                  <RefundForm
                    paymentId={payment.id}
                    refundableCents={payment.refundableCents}
                    card={payment.reference}
                  />
                ) : null
              ) : isAdmin && !payment.voidedAt ? (
                // A card payment is refunded through Stripe, never voided (the server refuses: payment_by_card).
                <VoidForm kind="payments" id={payment.id} label="Void this payment" />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {invoice.autopayTries.length > 0 ? (
        <section aria-labelledby="autopay-tries-heading" className="space-y-3">
          <h2 id="autopay-tries-heading" className="text-2xl">
            Autopay tries
          </h2>
          <p>The client’s card on file, charged by autopay on the due day. A declined try marks nothing paid.</p>
          <AutopayTriesList tries={invoice.autopayTries} />
        </section>
      ) : null}
      {open ? <PaymentForm invoiceId={invoice.id} /> : null}
      {isAdmin && invoice.state !== 'void' ? (
        <section aria-labelledby="void-heading" className="space-y-2">
          <h2 id="void-heading" className="text-2xl">
            Void the invoice
          </h2>
          <p>The number stays taken; the invoice is kept, marked void.</p>
          <VoidForm kind="invoices" id={invoice.id} label="Void this invoice" />
        </section>
      ) : null}
    </div>
  );
}
