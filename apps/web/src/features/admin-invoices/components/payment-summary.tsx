import { formatCents, type StaffInvoiceDetail } from '@ta/shared';
import { METHOD_LABELS } from '../invoice-words';

type StaffPayment = StaffInvoiceDetail['payments'][number];

/**
 * One payment as the back office reads it: amount, method, reference and day; who recorded it and why
 * it was voided; for a card payment online, the card, who paid (name and e-mail), Stripe's fee and
 * each refund with its reason, day and who made it.
 */
export function PaymentSummary({ payment }: { payment: StaffPayment }) {
  const byCard = payment.method === 'online';
  return (
    <div className="space-y-1">
      <p className="font-bold">
        {formatCents(payment.amountCents)} — {METHOD_LABELS[payment.method]}
        {payment.reference ? ` (${payment.reference})` : ''} — {payment.receivedOn}
        {payment.voidedAt ? ' — Voided' : ''}
      </p>
      {byCard ? (
        <>
          <p>
            Paid by {payment.payerName ?? 'someone with the e-mailed link'}
            {payment.payerEmail ? ` (${payment.payerEmail})` : ''}
          </p>
          <p>
            Stripe’s fee: {payment.feeCents === null ? 'not known yet' : formatCents(payment.feeCents)}
            {payment.note ? `. Note: ${payment.note}` : ''}
          </p>
        </>
      ) : (
        <p>
          Recorded by {payment.recordedBy ?? '—'}
          {payment.note ? `. Note: ${payment.note}` : ''}
        </p>
      )}
      {payment.voidReason ? <p>Voided because: {payment.voidReason}</p> : null}
      {payment.refunds.length > 0 ? (
        <div>
          <p className="font-bold">
            Refunded {formatCents(payment.refundedCents)} of {formatCents(payment.amountCents)}
          </p>
          <ul className="list-disc pl-6">
            {payment.refunds.map((refund) => (
              <li key={refund.id}>
                {formatCents(refund.amountCents)} on {refund.refundedOn}{' '}
                {refund.refundedBy ? `by ${refund.refundedBy}` : 'from Stripe’s dashboard'}: {refund.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
