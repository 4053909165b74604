import { moneyField } from './billing-fields.js';
import { BILLING_MESSAGES, INVOICE_STATES } from './billing.js';
import { LOCALES } from './locales.js';
import { z } from './zod.js';

/**
 * Card payments through Stripe (docs/payments.md): what the client and the e-mailed pay link show,
 * the refund an admin makes, and the refusals in words.
 */
export const CARD_PAYMENT_MESSAGES = {
  off: 'Card payments are not set up. Please pay by check, cash or Zelle, or call us.',
  invoicePaid: 'This invoice is already paid in full. Thank you.',
  linkNotFound: 'This payment link is no longer valid. Please sign in to see your invoices, or call us.',
  providerDown:
    'We could not reach our card processor just now. Nothing was charged. Please try again in a few minutes.',
  notCard: 'Only card payments are refunded here. A cash, check or Zelle payment is voided instead.',
  refundTooLarge: 'A refund cannot be more than what is left of the payment.',
  refundReasonRequired: 'Please give the reason for the refund',
  paidByCard: 'A card payment is refunded, not voided.',
  refundFailed: 'Stripe did not make the refund. Nothing was changed.',
  signatureInvalid: 'This webhook is not signed by our Stripe account.',
  depositPaid: 'This deposit is already paid. Thank you.',
  depositNotDue: 'No deposit is due on this quote now. Please call us if you have a question.',
} as const;

/** An admin's refund of a card payment: all of what is left, or part of it, with the reason. */
export const refundInputSchema = z.object({
  amount: moneyField.refine((cents) => cents > 0, BILLING_MESSAGES.amountInvalid),
  reason: z
    .string({ error: CARD_PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, CARD_PAYMENT_MESSAGES.refundReasonRequired)
    .max(500),
});
export type RefundInputValues = z.input<typeof refundInputSchema>;
export type RefundInput = z.output<typeof refundInputSchema>;

/** Pay by card: the language of Stripe's page and of the page it comes back to (the page's own, unless said). */
export const cardPayInputSchema = z.object({ language: z.enum(LOCALES).optional() });
export type CardPayInput = z.infer<typeof cardPayInputSchema>;

/** Where a Pay button sends the browser: Stripe's hosted page. */
export const cardCheckoutSchema = z.object({ url: z.url() });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/**
 * What an e-mailed pay link shows, signed out: the invoice's number, sums and state, nothing of the
 * client's address or account. A paid invoice still shows that it is paid (the page Stripe returns to).
 */
export const payLinkInvoiceSchema = z.object({
  label: z.string(),
  recipientName: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  state: z.enum(INVOICE_STATES),
  language: z.enum(LOCALES),
  payByCard: z.boolean(),
});
export type PayLinkInvoice = z.infer<typeof payLinkInvoiceSchema>;

/** A refund as the back office lists it under its payment. */
export const refundViewSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  reason: z.string(),
  refundedOn: z.string(),
  refundedBy: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** The address of an invoice's e-mailed pay link. */
export function payLinkPath(token: string): string {
  return `/pay/${token}`;
}
