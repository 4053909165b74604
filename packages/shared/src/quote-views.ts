import { LINE_KINDS, QUOTE_RESPONSE_ACTIONS, QUOTE_STATUSES } from './billing.js';
import { cardCheckoutSchema } from './card-payments.js';
import { z } from './zod.js';

/**
 * Quotes as the API answers them (docs/quotes.md): the client's page, the e-mailed link's page and the
 * back office's builder. Amounts in cents, quantities in hundredths. The link's token and its hash are
 * never part of any answer; the back office sees when the link was last sent.
 */

export const quoteLineViewSchema = z.object({
  kind: z.enum(LINE_KINDS),
  priceItemId: z.number().int().nullable(),
  description: z.string(),
  quantityHundredths: z.number().int(),
  unitCents: z.number().int(),
  minutes: z.number().int().nullable(),
  percentBp: z.number().int().nullable(),
  amountCents: z.number().int(),
});
export type QuoteLineView = z.infer<typeof quoteLineViewSchema>;

/** One version: what the client reads and approves. */
export const quoteVersionViewSchema = z.object({
  version: z.number().int(),
  notes: z.string().nullable(),
  validUntil: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  /** The deposit asked with this version, in cents (docs/quotes.md, "Deposits"); null asks none. */
  depositCents: z.number().int().nullable(),
  /** When the deposit was asked as a share of the total: the percentage typed, in basis points. */
  depositPercentBp: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(quoteLineViewSchema),
});
export type QuoteVersionView = z.infer<typeof quoteVersionViewSchema>;

/** An approval or a request for changes, as the client sees it. */
export const quoteResponseViewSchema = z.object({
  version: z.number().int(),
  action: z.enum(QUOTE_RESPONSE_ACTIONS),
  typedName: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteResponseView = z.infer<typeof quoteResponseViewSchema>;

/** The appointment an approved quote was scheduled as. */
export const quoteAppointmentSchema = z.object({
  id: z.number().int(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

/**
 * The deposit of the version the client reads (docs/quotes.md, "Deposits"): what is asked, what was
 * paid, and whether the page offers to pay it by card now.
 */
export const quoteDepositViewSchema = z.object({
  amountCents: z.number().int(),
  percentBp: z.number().int().nullable(),
  /** Paid by card: the sum Stripe took for this version and the New York day. */
  paid: z.object({ amountCents: z.number().int(), paidOn: z.string() }).nullable(),
  /** Card payments are set up: the deposit is paid by card once approved, else the office collects it. */
  byCard: z.boolean(),
  /** "Pay the deposit by card" is offered now: approved, not paid, not yet on an invoice. */
  payable: z.boolean(),
});
export type QuoteDepositView = z.infer<typeof quoteDepositViewSchema>;

/** The quote as its client (or a trusted contact with `billing`, or the e-mailed link) reads it. */
export const clientQuoteSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  status: z.enum(QUOTE_STATUSES),
  recipientName: z.string(),
  /** Past its valid-until day (New York): it can no longer be approved. */
  expired: z.boolean(),
  /** The version the client reads: the newest one sent (a draft in the making is not shown). */
  current: quoteVersionViewSchema,
  responses: z.array(quoteResponseViewSchema),
  appointment: quoteAppointmentSchema.nullable(),
  deposit: quoteDepositViewSchema.nullable(),
});
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

/**
 * The answer to an approval: the quote, and when its version asks a deposit that can be paid by card,
 * Stripe's page for it, where the browser goes next. Null when there is none to pay, card payments are
 * not set up, or Stripe could not be reached (the approval stands; the office collects the deposit).
 */
export const quoteApprovalSchema = clientQuoteSchema.extend({
  depositCheckout: cardCheckoutSchema.nullable(),
});
export type QuoteApproval = z.infer<typeof quoteApprovalSchema>;

/** A line of a list of quotes. */
export const quoteSummarySchema = z.object({
  id: z.number().int(),
  label: z.string(),
  status: z.enum(QUOTE_STATUSES),
  recipientName: z.string(),
  currentVersion: z.number().int(),
  totalCents: z.number().int(),
  validUntil: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  contactRequestId: z.number().int().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** A response as the back office reads it: who, when, from which address, which version. */
export const staffQuoteResponseSchema = quoteResponseViewSchema.extend({
  id: z.number().int(),
  userName: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  contentHash: z.string(),
});
export type StaffQuoteResponse = z.infer<typeof staffQuoteResponseSchema>;

/** A deposit paid by card, as the back office reads it: how much, when, by whom, and its invoice. */
export const staffQuoteDepositSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  amountCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  cardLabel: z.string().nullable(),
  paidOn: z.string(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  /** The invoice it was counted on, once one was made from the quote. */
  invoiceId: z.number().int().nullable(),
  invoiceLabel: z.string().nullable(),
});
export type StaffQuoteDeposit = z.infer<typeof staffQuoteDepositSchema>;

/** The quote builder's whole quote: every version, every answer. */
export const staffQuoteSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  status: z.enum(QUOTE_STATUSES),
  contactRequestId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  language: z.enum(['en', 'es']),
  currentVersion: z.number().int(),
  expired: z.boolean(),
  /** Newest first. */
  versions: z.array(quoteVersionViewSchema.extend({ contentHash: z.string() })),
  responses: z.array(staffQuoteResponseSchema),
  appointment: quoteAppointmentSchema.nullable(),
  /** Deposits paid by card, newest first. */
  deposits: z.array(staffQuoteDepositSchema),
  createdAt: z.string(),
});
export type StaffQuote = z.infer<typeof staffQuoteSchema>;
