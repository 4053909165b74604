import {
  balanceCents,
  businessToday,
  invoiceLabel,
  invoiceState,
  type InvoiceDetail,
  type InvoiceSummary,
  type StaffInvoiceDetail,
} from '@ta/shared';
import type { Repositories } from '../repositories.js';
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

/** The back office's view: every payment (voided ones too), who recorded each, and who made the invoice. */
export async function staffInvoiceDetail(repos: Repositories, row: InvoiceRow): Promise<StaffInvoiceDetail> {
  const [lines, payments, createdBy] = await Promise.all([
    repos.invoices.lines(row.id),
    repos.invoices.payments(row.id),
    repos.invoices.userName(row.createdById),
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
    })),
  };
}

/** The client's view: no staff names or notes; voided payments are left out. */
export async function clientInvoiceDetail(repos: Repositories, row: InvoiceRow): Promise<InvoiceDetail> {
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
    payments: payments
      .filter((p) => p.voidedAt === null)
      .map((p) => ({
        id: p.id,
        amountCents: p.amountCents,
        method: p.method,
        reference: p.reference,
        receivedOn: p.receivedOn,
        voidedAt: p.voidedAt,
      })),
  };
}

/** What the PDF prints, from the stored rows. */
export async function invoiceDocument(repos: Repositories, row: InvoiceRow): Promise<InvoiceDocument> {
  const detail = await clientInvoiceDetail(repos, row);
  return { ...detail, voidReason: row.voidReason, paidCents: row.paidCents };
}
