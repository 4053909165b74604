import {
  balanceCents,
  businessToday,
  invoiceLabel,
  invoiceState,
  type InvoiceDetail,
  type InvoiceSummary,
  type StaffInvoiceDetail,
} from '@ta/shared';
import type { ServiceContext } from '../service-context.js';
import type { InvoiceRow } from './invoices-repository.js';
import type { InvoiceDocument } from './invoice-pdf.js';

/** An invoice row as the lists read it, with its state on today's New York day. */
export function toInvoiceSummary(row: InvoiceRow, today = businessToday()): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    label: invoiceLabel(row.number),
    kind: row.kind,
    clientId: row.clientId,
    recipientName: row.recipientName,
    appointmentId: row.appointmentId,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    balanceCents: row.voidedAt ? 0 : balanceCents(row.totalCents, row.paidCents),
    state: invoiceState(row, today),
  };
}

type Views = Pick<ServiceContext, 'repos' | 'stripe'>;

/** A Pay by card button is offered: card payments are set up, and the invoice stands with a balance. */
export function payableByCard(ctx: Pick<ServiceContext, 'stripe'>, row: InvoiceRow): boolean {
  return ctx.stripe !== null && row.voidedAt === null && balanceCents(row.totalCents, row.paidCents) > 0;
}

/** The back office's view: every payment (voided ones too), who recorded each, and who made the invoice. */
export async function staffInvoiceDetail(ctx: Views, row: InvoiceRow): Promise<StaffInvoiceDetail> {
  const { repos } = ctx;
  const [lines, payments, createdBy] = await Promise.all([
    repos.invoices.lines(row.id),
    repos.invoices.payments(row.id),
    repos.invoices.userName(row.createdById),
  ]);
  const [refunds, tries] = await Promise.all([
    repos.cardPayments.refunds(payments.map((p) => p.id)),
    repos.autopay.triesOf([row.id]),
  ]);
  return {
    ...toInvoiceSummary(row),
    language: row.language,
    recipientEmail: row.recipientEmail,
    quoteId: row.quoteId,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    lines,
    voidReason: row.voidReason,
    sentAt: row.sentAt,
    createdBy,
    payByCard: payableByCard(ctx, row),
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      method: p.method,
      reference: p.reference,
      receivedOn: p.receivedOn,
      voidedAt: p.voidedAt,
      note: p.note,
      voidReason: p.voidReason,
      recordedBy: p.firstName ? `${p.firstName} ${p.lastName ?? ''}`.trim() : null,
      refundedCents: p.refundedCents,
      payerName: p.payerName,
      payerEmail: p.payerEmail,
      feeCents: p.feeCents,
      refunds: refunds
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          id: r.id,
          amountCents: r.amountCents,
          reason: r.reason,
          refundedOn: r.refundedOn,
          refundedBy: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
        })),
      refundableCents:
        p.provider === 'stripe' && p.voidedAt === null && ctx.stripe !== null ? p.amountCents - p.refundedCents : 0,
    })),
    autopayTries: tries.map((t) => ({
      id: t.id,
      invoiceId: t.invoiceId,
      invoiceLabel: invoiceLabel(row.number),
      tryNumber: t.tryNumber,
      amountCents: t.amountCents,
      outcome: t.outcome,
      declineCode: t.declineCode,
      message: t.message,
      nextTryOn: t.nextTryOn,
      triedAt: t.triedAt,
    })),
  };
}

/** The client's view: no staff names or notes; voided payments are left out. */
export async function clientInvoiceDetail(ctx: Views, row: InvoiceRow): Promise<InvoiceDetail> {
  const { repos } = ctx;
  const [lines, payments] = await Promise.all([repos.invoices.lines(row.id), repos.invoices.payments(row.id)]);
  return {
    ...toInvoiceSummary(row),
    language: row.language,
    recipientEmail: row.recipientEmail,
    quoteId: row.quoteId,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    lines,
    voidReason: row.voidReason,
    payByCard: payableByCard(ctx, row),
    payments: payments
      .filter((p) => p.voidedAt === null)
      .map((p) => ({
        id: p.id,
        amountCents: p.amountCents,
        method: p.method,
        reference: p.reference,
        receivedOn: p.receivedOn,
        voidedAt: p.voidedAt,
        refundedCents: p.refundedCents,
        payerName: p.payerName,
      })),
  };
}

/** What the PDF prints, from the stored rows; a deposit paid with the quote is named as one. */
export async function invoiceDocument(ctx: Views, row: InvoiceRow): Promise<InvoiceDocument> {
  const detail = await clientInvoiceDetail(ctx, row);
  const deposits = row.quoteId === null ? [] : await ctx.repos.quoteDeposits.ofQuote(row.quoteId);
  const depositPayments = new Set(deposits.map((d) => d.appliedPaymentId));
  return {
    ...detail,
    payments: detail.payments.map((p) => ({ ...p, deposit: depositPayments.has(p.id) })),
    voidReason: row.voidReason,
    paidCents: row.paidCents,
  };
}
