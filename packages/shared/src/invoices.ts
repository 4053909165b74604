import { refundViewSchema } from './card-payments.js';
import { autopayTrySchema } from './payment-card.js';
import { isCalendarDate } from './bounds.js';
import {
  BILLING_MESSAGES,
  INVOICE_KINDS,
  INVOICE_STATES,
  LINE_KINDS,
  PAYMENT_METHODS,
  RECORDED_PAYMENT_METHODS,
} from './billing.js';
import { linesSchema, moneyField } from './billing-fields.js';
import { businessToday } from './business-time.js';
import { LOCALES } from './locales.js';
import { z } from './zod.js';

/**
 * Invoices and payments (docs/invoices.md): what staff send to make an invoice or record a payment,
 * and what the back office and the client area read. Amounts are integer cents.
 */

export const INVOICE_MESSAGES = {
  notFound: 'We could not find that invoice',
  paymentNotFound: 'We could not find that payment',
  confirmLateFee: 'Please confirm the late-cancellation fee first',
  reasonRequired: 'Please give the reason',
  dateInvalid: 'Please enter a date like 2026-03-14',
  rangeOrder: 'The end of the range must not be before its start',
  paymentVoid: 'This payment has already been voided.',
  cancelledVisit: 'This visit was cancelled. Bill the late cancellation instead, if it applies.',
  receivedInFuture: 'The day received cannot be after today',
} as const;

const dateField = z
  .string({ error: INVOICE_MESSAGES.dateInvalid })
  .trim()
  .refine(isCalendarDate, INVOICE_MESSAGES.dateInvalid);

/** A job invoice: the approved quote is used when there is one; without it staff send the lines. */
export const jobInvoiceInputSchema = z.object({ lines: linesSchema.optional() });
export type JobInvoiceInputValues = z.input<typeof jobInvoiceInputSchema>;

/** The late fee is billed only once staff confirm it, having seen the amount. */
export const lateCancellationInputSchema = z.object({
  confirmed: z.literal(true, { error: INVOICE_MESSAGES.confirmLateFee }),
});

export const voidInputSchema = z.object({
  reason: z.string({ error: INVOICE_MESSAGES.reasonRequired }).trim().min(1, INVOICE_MESSAGES.reasonRequired).max(500),
});
export type VoidInput = z.infer<typeof voidInputSchema>;

/** A payment recorded by staff: the check number is required for a check. */
export const paymentInputSchema = z
  .object({
    amount: moneyField.refine((cents) => cents > 0, BILLING_MESSAGES.amountInvalid),
    method: z.enum(RECORDED_PAYMENT_METHODS),
    reference: z.string().trim().max(100).optional().default(''),
    // A payment is recorded once it has come in: today (New York) at the latest.
    receivedOn: dateField.refine((day) => day <= businessToday(), INVOICE_MESSAGES.receivedInFuture),
    note: z.string().trim().max(500).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'check' && value.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: BILLING_MESSAGES.paymentReferenceRequired });
    }
  });
export type PaymentInputValues = z.input<typeof paymentInputSchema>;
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** The back office list's filter: each state, and `open` (anything with a balance, overdue or not). */
export const INVOICE_FILTERS = ['open', ...INVOICE_STATES] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const invoiceListQuerySchema = z.object({ state: z.enum(INVOICE_FILTERS).optional() });

/** The bookkeeper's export: from and to are issue days (invoices) or days received (payments). */
export const billingExportQuerySchema = z
  .object({ from: dateField, to: dateField })
  .refine((v) => v.from <= v.to, { message: INVOICE_MESSAGES.rangeOrder, path: ['to'] });

export const invoiceLineSchema = z.object({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  quantityHundredths: z.number().int(),
  unitCents: z.number().int(),
  percentBp: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  label: z.string(),
  kind: z.enum(INVOICE_KINDS),
  clientId: z.number().int().nullable(),
  recipientName: z.string(),
  appointmentId: z.number().int().nullable(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  state: z.enum(INVOICE_STATES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const paymentViewSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedOn: z.string(),
  voidedAt: z.string().nullable(),
  /** What refunds gave back of a card payment. */
  refundedCents: z.number().int(),
  /** Who paid by card, when it was not the one billed (a daughter paying her mother's invoice). */
  payerName: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  language: z.enum(LOCALES),
  recipientEmail: z.string(),
  quoteId: z.number().int().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(paymentViewSchema),
  voidReason: z.string().nullable(),
  /** Whether a Pay by card button is offered: card payments are set up and a balance is left. */
  payByCard: z.boolean(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** The back office's payment: who recorded it, the note and why it was voided. */
export const staffPaymentSchema = paymentViewSchema.extend({
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Stripe's fee for a card payment, once known. */
  feeCents: z.number().int().nullable(),
  payerEmail: z.string().nullable(),
  refunds: z.array(refundViewSchema),
  /** An admin may refund what is left of a card payment. */
  refundableCents: z.number().int(),
});
export const staffInvoiceDetailSchema = invoiceDetailSchema.extend({
  payments: z.array(staffPaymentSchema),
  sentAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Each autopay charge of the invoice, the first first. */
  autopayTries: z.array(autopayTrySchema),
});
export type StaffInvoiceDetail = z.infer<typeof staffInvoiceDetailSchema>;

/** What "Make invoice" and "Bill the late cancellation" show before staff confirm. */
export const invoiceDraftSchema = z.object({
  appointmentId: z.number().int(),
  clientName: z.string(),
  /** An approved quote's lines are used as they are; without one, staff pick the lines. */
  quoteId: z.number().int().nullable(),
  workedMinutes: z.number().int().nullable(),
  lines: z.array(invoiceLineSchema),
  /**
   * The referral and loyalty discounts the client has earned (docs/referrals.md): added by the server
   * when the invoice is made, never sent back as lines; the totals below include them.
   */
  earnedDiscounts: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  /** The invoice this visit already has, if any. */
  invoiceId: z.number().int().nullable(),
  cancelledLate: z.boolean(),
  /** The late fee (half the service fee), when the visit was cancelled late. */
  lateFeeCents: z.number().int().nullable(),
});
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>;

/** The dashboard card: invoices with a balance, and those of them past their due day. */
export const billingSummarySchema = z.object({
  openCount: z.number().int(),
  openCents: z.number().int(),
  overdueCount: z.number().int(),
  overdueCents: z.number().int(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;
