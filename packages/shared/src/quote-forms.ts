import { coercedRowIdField, MAX_ROW_ID, rowIdField } from './bounds.js';
import { BILLING_MESSAGES, QUOTE_STATUSES } from './billing.js';
import { linesSchema } from './billing-fields.js';
import { isCalendarDate } from './bounds.js';
import { z } from './zod.js';

/** The quote's own form messages beside BILLING_MESSAGES. */
export const QUOTE_FORM_MESSAGES = {
  validUntil: 'Please choose the last day this quote is valid',
  notesTooLong: 'Please keep the notes under 2000 characters',
  messageTooLong: 'Please keep your message under 2000 characters',
  notFound: 'Quote not found',
  requestRequired: 'Please choose the request this quote answers',
} as const;

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

/** The builder's Save: the draft version's lines, notes and last valid day. */
export const quoteDraftSchema = z.object({
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

export const QUOTE_STATUS_FILTERS = ['all', ...QUOTE_STATUSES] as const;

/** The back office's list: by status, or a request's quotes. */
export const quoteListQuerySchema = z.object({
  status: z.enum(QUOTE_STATUS_FILTERS).default('all'),
  contactRequestId: coercedRowIdField().optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;
