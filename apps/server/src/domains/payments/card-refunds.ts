import { businessToday, type RefundInput, type StaffInvoiceDetail } from '@ta/shared';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import { staffInvoiceDetail } from '../invoices/index.js';
import type { ServiceContext } from '../service-context.js';
import * as activity from './card-payment-events.js';
import { sendRefundNotices } from './card-receipts.js';
import { atStripe, gatewayOr404 } from './invoice-checkout.js';

/**
 * An admin refunds a card payment, all of what is left or part of it, with the reason (docs/payments.md).
 * Stripe makes the refund first; then the refund, the payment's and the invoice's sums, the activity
 * line and the e-mails are written in one transaction. Stripe's later `charge.refunded` event finds
 * the refund by its id and changes nothing.
 */
export async function refundCardPayment(
  ctx: ServiceContext,
  actor: UserRecord,
  paymentId: number,
  { amount, reason }: RefundInput,
): Promise<StaffInvoiceDetail> {
  const stripe = gatewayOr404(ctx);
  const payment = await ctx.repos.invoices.paymentById(paymentId);
  if (!payment) throw notFound('payment_not_found');
  if (payment.provider !== 'stripe' || !payment.providerReference) throw conflict('refund_not_card');
  if (payment.voidedAt) throw conflict('payment_void');
  if (amount > payment.amountCents - payment.refundedCents) {
    throw badRequest('refund_too_large', { amount: 'A refund cannot be more than what is left of the payment.' });
  }
  const intentId = payment.providerReference;
  // Keyed by what is asked, so a double click (or a retried request) refunds once.
  const refund = await atStripe(() =>
    stripe.refund({
      paymentIntentId: intentId,
      amountCents: amount,
      reason,
      idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${amount}`,
    }),
  );
  if (refund.status === 'failed' || refund.status === 'canceled') throw conflict('refund_failed');
  return ctx.inTransaction(async (tx) => {
    const refundedOn = businessToday();
    const recorded = await tx.repos.cardPayments.recordRefund(payment.id, {
      refundId: refund.refundId,
      amountCents: refund.amountCents,
      reason,
      refundedById: actor.id,
      refundedOn,
    });
    if (recorded) {
      await tx.repos.events.record(
        activity.cardRefunded(actor, recorded.invoice, { amountCents: refund.amountCents, reason }),
      );
      await sendRefundNotices(tx, recorded.invoice, recorded.payment, {
        amountCents: refund.amountCents,
        reason,
        refundedOn,
      });
    }
    const invoice = await tx.repos.invoices.byId(payment.invoiceId);
    if (!invoice) throw notFound('invoice_not_found');
    return staffInvoiceDetail(tx, invoice);
  });
}
