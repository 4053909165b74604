import { balanceCents, businessToday, centsToInput, invoiceLabel, invoiceState } from '@ta/shared';
import { toCsv } from '../../lib/csv.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The bookkeeper's exports (docs/invoices.md), admins only: invoices issued and payments received
 * between two days, as CSV; a card payment with its refunds, Stripe's fee, who paid and Stripe's id for it. Amounts are dollars written from cents with integer arithmetic.
 */

export async function invoicesCsv(ctx: ServiceContext, from: string, to: string): Promise<string> {
  const today = businessToday();
  const rows = await ctx.repos.invoices.issuedBetween(from, to);
  return toCsv([
    [
      'Invoice',
      'Kind',
      'Issued',
      'Due',
      'Client',
      'E-mail',
      'Subtotal',
      'Discount',
      'Total',
      'Paid',
      'Balance',
      'State',
      'Void reason',
    ],
    ...rows.map((r) => [
      invoiceLabel(r.number),
      r.kind,
      r.issuedOn,
      r.dueOn,
      r.recipientName,
      r.recipientEmail,
      centsToInput(r.subtotalCents),
      centsToInput(r.discountCents),
      centsToInput(r.totalCents),
      centsToInput(r.paidCents),
      centsToInput(r.voidedAt ? 0 : balanceCents(r.totalCents, r.paidCents)),
      invoiceState(r, today),
      r.voidReason,
    ]),
  ]);
}

export async function paymentsCsv(ctx: ServiceContext, from: string, to: string): Promise<string> {
  const rows = await ctx.repos.invoices.receivedBetween(from, to);
  return toCsv([
    [
      'Received',
      'Invoice',
      'Client',
      'Amount',
      'Refunded',
      'Card fee',
      'Method',
      'Reference',
      'Paid by',
      'Stripe payment',
      'Note',
      'Voided',
      'Void reason',
    ],
    ...rows.map((r) => [
      r.receivedOn,
      invoiceLabel(r.number),
      r.recipientName,
      centsToInput(r.amountCents),
      centsToInput(r.refundedCents),
      r.feeCents === null ? '' : centsToInput(r.feeCents),
      r.method,
      r.reference,
      r.payerName,
      r.provider === 'stripe' ? r.providerReference : '',
      r.note,
      r.voidedAt ? 'yes' : 'no',
      r.voidReason,
    ]),
  ]);
}
