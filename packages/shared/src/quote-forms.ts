import { coercedRowIdField, MAX_CENTS, MAX_ROW_ID, rowIdField } from './bounds.js';
import { BILLING_MESSAGES, parseMoney, parseQuantity, QUOTE_STATUSES } from './billing.js';
import { linesSchema, type LineFields } from './billing-fields.js';
import { computeTotals, depositCentsOf, type DepositAsk, type LineInput } from './billing-totals.js';
import { isCalendarDate } from './bounds.js';
import { LOCALES } from './locales.js';
import { z } from './zod.js';

/** The quote's own form messages beside BILLING_MESSAGES. */
export const QUOTE_FORM_MESSAGES = {
  validUntil: 'Please choose the last day this quote is valid',
  notesTooLong: 'Please keep the notes under 2000 characters',
  messageTooLong: 'Please keep your message under 2000 characters',
  notFound: 'Quote not found',
  requestRequired: 'Please choose the request this quote answers',
  depositAmount: 'Please type the deposit in dollars, like 50.00',
  depositPercent: 'Please type the deposit as a percentage of the total between 0.01 and 100, like 25',
  depositTooLarge: 'The deposit cannot be more than the quote’s total',
  depositTooSmall: 'The deposit must be more than $0.00',
} as const;

/** How the owner asks for a deposit: a sum in dollars, or a percentage of the quote's total. */
export const DEPOSIT_KINDS = ['amount', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/**
 * The draft's deposit as typed: `{ kind: 'amount', value: '50.00' }` or `{ kind: 'percent', value: '25' }`;
 * none (null or left out) asks no deposit. The schema gives cents or basis points; checked against the
 * total by quoteDraftSchema.
 */
const depositField = z
  .object({
    kind: z.enum(DEPOSIT_KINDS, { message: QUOTE_FORM_MESSAGES.depositAmount }),
    value: z.string({ message: QUOTE_FORM_MESSAGES.depositAmount }).trim().max(20, QUOTE_FORM_MESSAGES.depositAmount),
  })
  .nullish()
  .transform((deposit, ctx): DepositAsk | null => {
    if (!deposit) return null;
    if (deposit.kind === 'amount') {
      const cents = parseMoney(deposit.value);
      if (cents === null || cents > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: QUOTE_FORM_MESSAGES.depositAmount });
        return z.NEVER;
      }
      return { kind: 'amount', cents };
    }
    const percentBp = parseQuantity(deposit.value);
    if (percentBp === null || percentBp < 1 || percentBp > 10_000) {
      ctx.addIssue({ code: 'custom', message: QUOTE_FORM_MESSAGES.depositPercent });
      return z.NEVER;
    }
    return { kind: 'percent', percentBp };
  });

/** A quote line as the totals read it (the server stores these; the builder shows them as typed). */
export function draftLineInput(line: LineFields): LineInput {
  return {
    kind: line.kind,
    description: line.description,
    quantityHundredths: line.quantity,
    unitCents: line.percent ? 0 : line.unitPrice,
    minutes: line.minutes ?? null,
    percentBp: line.kind === 'discount' ? (line.percent ?? null) : null,
  };
}

/** A version number sent with an answer (a hidden field without JavaScript: a string then). */
const versionField = z.coerce
  .number({ message: BILLING_MESSAGES.quoteVersionChanged })
  .int(BILLING_MESSAGES.quoteVersionChanged)
  .positive(BILLING_MESSAGES.quoteVersionChanged)
  .max(MAX_ROW_ID, BILLING_MESSAGES.quoteVersionChanged);

/** Make a quote from a request (POST /api/admin/quotes). */
export const quoteCreateSchema = z.object({
  contactRequestId: rowIdField(QUOTE_FORM_MESSAGES.requestRequired),
});
export type QuoteCreateInput = z.infer<typeof quoteCreateSchema>;

/** The builder's Save: the draft version's lines, notes, last valid day and the deposit asked. */
export const quoteDraftSchema = z
  .object({
    /** The draft being saved: a stale page gets 409. */
    version: versionField,
    lines: linesSchema,
    notes: z
      .string()
      .trim()
      .max(2000, QUOTE_FORM_MESSAGES.notesTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
    validUntil: z
      .string({ message: QUOTE_FORM_MESSAGES.validUntil })
      .trim()
      .refine(isCalendarDate, QUOTE_FORM_MESSAGES.validUntil),
    deposit: depositField,
  })
  .superRefine((draft, ctx) => {
    // More than nothing and at most the total the lines come to (computeTotals, as the server stores it).
    if (!draft.deposit) return;
    const total = computeTotals(draft.lines.map(draftLineInput)).totalCents;
    const cents = depositCentsOf(draft.deposit, total);
    if (cents > total)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: QUOTE_FORM_MESSAGES.depositTooLarge });
    else if (cents <= 0)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: QUOTE_FORM_MESSAGES.depositTooSmall });
  });
export type QuoteDraftValues = z.input<typeof quoteDraftSchema>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;

/** Approve: the client types their full name; the version they read rides along. */
export const quoteApproveSchema = z.object({
  version: versionField,
  typedName: z
    .string({ message: BILLING_MESSAGES.nameMustMatch })
    .trim()
    .min(2, BILLING_MESSAGES.nameMustMatch)
    .max(200, BILLING_MESSAGES.nameMustMatch),
});
export type QuoteApproveValues = z.input<typeof quoteApproveSchema>;
export type QuoteApprove = z.output<typeof quoteApproveSchema>;

/** Ask for changes: what the client would like changed. */
export const quoteChangesSchema = z.object({
  version: versionField,
  message: z
    .string({ message: BILLING_MESSAGES.changesMessageRequired })
    .trim()
    .min(1, BILLING_MESSAGES.changesMessageRequired)
    .max(2000, QUOTE_FORM_MESSAGES.messageTooLong),
});
export type QuoteChangesValues = z.input<typeof quoteChangesSchema>;
export type QuoteChanges = z.output<typeof quoteChangesSchema>;

/**
 * "Pay the deposit by card" as the page's form sends it (docs/quotes.md, "Deposits"): the page's
 * language in a hidden field, for Stripe's page and the page it comes back to; empty means the page's own.
 */
export const quoteDepositFormSchema = z.object({
  language: z
    .union([z.enum(LOCALES), z.literal('')])
    .optional()
    .transform((language) => language || undefined),
});
export type QuoteDepositForm = z.output<typeof quoteDepositFormSchema>;

export const QUOTE_STATUS_FILTERS = ['all', ...QUOTE_STATUSES] as const;

/** The back office's list: by status, or a request's quotes. */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUS_FILTERS).default('all'),
  contactRequestId: coercedRowIdField().optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
