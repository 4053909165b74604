import {
  BILLING_MESSAGES,
  businessToday,
  invoiceLabel,
  type InvoiceDetail,
  type InvoiceFilter,
  type InvoiceSummary,
  type PaymentInput,
  type StaffInvoiceDetail,
} from '@ta/shared';
import { mailIntl } from '../../i18n/mail-intl.js';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/http-errors.js';
import type { UserRecord } from '../accounts/index.js';
import type { Repositories } from '../repositories.js';
import type { ServiceContext } from '../service-context.js';
import { sendReceipt } from './invoice-emails.js';
import * as activity from './invoice-events.js';
import { sendAndShow } from './invoice-making.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { clientInvoiceDetail, invoiceDocument, staffInvoiceDetail, toInvoiceSummary } from './invoice-views.js';
import type { InvoiceRow } from './invoices-repository.js';

/**
 * Invoices after they are made (docs/invoices.md): the back office's list, sums, view and PDF, sending
 * again, payments with their receipts, the admins' voids; the client area's own invoices. Each change is
 * stored with its activity event and its e-mail, or none of them.
 */

async function invoiceOr404(repos: Repositories, id: number): Promise<InvoiceRow> {
  return foundOr404(await repos.invoices.byId(id), 'invoice_not_found');
}

/** The back office's list, in a state on today's New York day. */
export async function listInvoices(ctx: ServiceContext, state: InvoiceFilter | undefined): Promise<InvoiceSummary[]> {
  const today = businessToday();
  const rows = await ctx.repos.invoices.list(state, today);
  return rows.map((row) => toInvoiceSummary(row, today));
}

/** The dashboard's sums. */
export async function invoicesSummary(ctx: ServiceContext) {
  return ctx.repos.invoices.summary(businessToday());
}

export async function staffInvoice(ctx: ServiceContext, id: number): Promise<StaffInvoiceDetail> {
  return staffInvoiceDetail(ctx, await invoiceOr404(ctx.repos, id));
}

/** An invoice's PDF, in the client's language (the back office reads it as the client does). */
export async function invoicePdf(ctx: ServiceContext, id: number) {
  const invoice = await invoiceOr404(ctx.repos, id);
  return { pdf: await renderInvoicePdf(await invoiceDocument(ctx, invoice), invoice.language), invoice };
}

/** Sends a standing invoice again. */
export async function sendInvoiceAgain(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    const invoice = await invoiceOr404(tx.repos, id);
    if (invoice.voidedAt) throw conflict('invoice_void');
    const sent = await sendAndShow(tx, invoice.id);
    await tx.repos.events.record(activity.invoiceSent(actor, invoice));
    return sent;
  });
}

/** A payment, never past the balance; the client gets a receipt. */
export async function recordPayment(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  { amount, method, reference, receivedOn, note }: PaymentInput,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    const invoice = await invoiceOr404(tx.repos, id);
    const result = await tx.repos.invoices.recordPayment(invoice.id, {
      amountCents: amount,
      method,
      reference: reference || null,
      receivedOn,
      note: note || null,
      recordedById: actor.id,
    });
    if (result.status === 'not-found') throw notFound('invoice_not_found');
    if (result.status === 'void') throw conflict('invoice_void');
    if (result.status !== 'recorded') {
      throw badRequest('payment_too_large', { amount: BILLING_MESSAGES.paymentTooLarge });
    }
    await tx.repos.events.record(activity.paymentRecorded(actor, result.invoice, result.payment));
    await sendReceipt(tx, result.invoice, result.payment);
    return staffInvoiceDetail(tx, result.invoice);
  });
}

/** Voids an invoice (admins): a reason is required; the number stays taken and nothing is deleted. */
export async function voidInvoice(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  reason: string,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    const invoice = await invoiceOr404(tx.repos, id);
    if (!(await tx.repos.invoices.voidInvoice(id, reason, new Date().toISOString()))) {
      throw conflict('invoice_void');
    }
    // Its referral and loyalty discounts go back to the client: the next invoice gets them.
    await tx.repos.rewards.release(id);
    await tx.repos.events.record(activity.invoiceVoided(actor, invoice, reason));
    return staffInvoiceDetail(tx, (await tx.repos.invoices.byId(id)) ?? invoice);
  });
}

/** Voids a payment (admins): it comes off the invoice's paid sum. */
export async function voidPayment(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  reason: string,
): Promise<StaffInvoiceDetail> {
  return ctx.inTransaction(async (tx) => {
    // Money taken by card goes back by a refund through Stripe, never by a void here (docs/payments.md).
    if ((await tx.repos.invoices.paymentById(id))?.provider === 'stripe') throw conflict('payment_by_card');
    const result = await tx.repos.invoices.voidPayment(id, reason, new Date().toISOString());
    if (result === 'not-found') throw notFound('payment_not_found');
    if (result === 'void') throw conflict('payment_void');
    const payment = await tx.repos.invoices.paymentById(id);
    const invoice = payment ? await tx.repos.invoices.byId(payment.invoiceId) : undefined;
    if (!invoice) throw notFound('invoice_not_found');
    if (payment) await tx.repos.events.record(activity.paymentVoided(actor, invoice, payment, reason));
    return staffInvoiceDetail(tx, invoice);
  });
}

/** An invoice of the client's account; someone else's answers 404 as one that does not exist. */
async function ownInvoice(repos: Repositories, clientId: number, id: number): Promise<InvoiceRow> {
  const invoice = await repos.invoices.byId(id);
  if (!invoice || invoice.clientId !== clientId) throw notFound('invoice_not_found');
  return invoice;
}

/** "My invoices": the client's own, with their state. */
export async function clientInvoices(ctx: ServiceContext, clientId: number): Promise<InvoiceSummary[]> {
  return (await ctx.repos.invoices.forClient(clientId)).map((row) => toInvoiceSummary(row));
}

export async function clientInvoice(ctx: ServiceContext, clientId: number, id: number): Promise<InvoiceDetail> {
  return clientInvoiceDetail(ctx, await ownInvoice(ctx.repos, clientId, id));
}

/** The client's invoice as a PDF, with its file name in the invoice's language. */
export async function clientInvoicePdf(ctx: ServiceContext, clientId: number, id: number) {
  const invoice = await ownInvoice(ctx.repos, clientId, id);
  const pdf = await renderInvoicePdf(await invoiceDocument(ctx, invoice), invoice.language);
  const filename = mailIntl(invoice.language).t('invoice.file-name', { label: invoiceLabel(invoice.number) });
  return { pdf, filename };
}
