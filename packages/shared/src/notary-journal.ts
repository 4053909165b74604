import { rowIdField } from './bounds.js';
import {
  BILLING_MESSAGES,
  NOTARY_ACT_TYPES,
  NOTARY_ID_METHODS,
  NOTARY_ID_TYPES,
  type NotaryIdMethod,
} from './billing.js';
import { moneyField } from './billing-fields.js';
import { businessInstant, refuseSkippedTimes } from './business-time.js';
import { isCalendarDate } from './bounds.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * The notary journal (docs/notary-journal.md): one entry per notarial act, written by an admin on a
 * phone, never changed after the New York day it was written (a correction is a new entry). The ID
 * number is sealed at rest; answers carry it masked, and only the reveal call returns it in full.
 */

export const NOTARY_MESSAGES = {
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  timeInvalid: FIELD_MESSAGES.timeInvalid,
  actInFuture: 'The time of the act cannot be in the future',
  actTypeRequired: 'Please choose the type of notarial act',
  documentRequired: 'Please describe the document',
  signerNameRequired: 'Please enter the signer’s name',
  signerAddressRequired: 'Please enter the signer’s address',
  idMethodRequired: 'Please choose how the signer proved who they are',
  idNumberLength: 'The ID number must be 4 to 40 characters long',
  signaturesInvalid: 'Please enter a number of signatures from 1 to 50',
  notFound: 'This journal entry was not found',
  correctedNotFound: 'The entry to correct was not found',
  appointmentNotFound: 'That appointment was not found',
  noIdNumber: 'This entry has no ID number',
  rangeInvalid: 'Please choose a month, or a start and an end date no more than a year apart',
} as const;
const M = NOTARY_MESSAGES;

/** Acts cannot be written ahead of time; a few minutes' allowance covers a phone's clock. */
const FUTURE_ALLOWANCE_MS = 5 * 60_000;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const tooLong = (max: number) => `Please keep this under ${max} characters`;

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));

/** Blank or missing → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

const signaturesField = z
  .union([z.number(), z.string().trim()], { error: M.signaturesInvalid })
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > 50) {
      ctx.addIssue({ code: 'custom', message: M.signaturesInvalid });
      return z.NEVER;
    }
    return n;
  });

const idField = rowIdField().nullish();

function fieldsSchema(mode: 'create' | 'edit') {
  return z
    .object({
      /** New York wall-clock day and time of the act. */
      actDate: z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid),
      actTime: z.string({ error: M.timeInvalid }).trim().regex(TIME_PATTERN, M.timeInvalid),
      actType: z.enum(NOTARY_ACT_TYPES, { error: M.actTypeRequired }),
      document: requiredText(300, M.documentRequired),
      signerName: requiredText(150, M.signerNameRequired),
      signerAddress: requiredText(300, M.signerAddressRequired),
      idMethod: z.enum(NOTARY_ID_METHODS, { error: M.idMethodRequired }),
      idType: z.union([z.enum(NOTARY_ID_TYPES), z.literal('')], { error: BILLING_MESSAGES.idTypeRequired }).nullish(),
      /** On an edit, left blank keeps the number already sealed. */
      idNumber: z.string().trim().max(200, M.idNumberLength).nullish(),
      signatures: signaturesField,
      fee: moneyField,
      appointmentId: idField,
      notes: optionalText(1000),
      correctsEntryId: idField,
    })
    .superRefine(refuseSkippedTimes('actDate', ['actTime']))
    .superRefine((value, ctx) => {
      if (isCalendarDate(value.actDate) && TIME_PATTERN.test(value.actTime)) {
        const at = businessInstant(value.actDate, value.actTime).getTime();
        if (at > Date.now() + FUTURE_ALLOWANCE_MS) {
          ctx.addIssue({ code: 'custom', message: M.actInFuture, path: ['actTime'], input: value.actTime });
        }
      }
      if (value.idMethod !== 'id_document') return;
      if (!value.idType) {
        ctx.addIssue({
          code: 'custom',
          message: BILLING_MESSAGES.idTypeRequired,
          path: ['idType'],
          input: value.idType,
        });
      }
      const number = value.idNumber ?? '';
      if (number === '' && mode === 'create') {
        ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.idNumberRequired, path: ['idNumber'] });
      } else if (number !== '' && (number.length < 4 || number.length > 40)) {
        ctx.addIssue({ code: 'custom', message: M.idNumberLength, path: ['idNumber'] });
      }
    })
    .transform(({ actDate, actTime, idType, idNumber, ...rest }) => {
      const byDocument = rest.idMethod === 'id_document';
      return {
        ...rest,
        actAt: businessInstant(actDate, actTime).toISOString(),
        idType: byDocument && idType ? idType : null,
        /** null: none (not an ID document), or on an edit, keep the one on file. */
        idNumber: byDocument && idNumber ? idNumber : null,
        appointmentId: rest.appointmentId ?? null,
        correctsEntryId: rest.correctsEntryId ?? null,
      };
    });
}

/** A new entry (a correction names the entry it corrects). */
export const notaryEntryInputSchema = fieldsSchema('create');
/** A same-day edit: a blank ID number keeps the one on file. */
export const notaryEntryEditSchema = fieldsSchema('edit');
export type NotaryEntryValues = z.input<typeof notaryEntryInputSchema>;
export type NotaryEntryInput = z.output<typeof notaryEntryInputSchema>;

/** An entry as the admin list shows it: the ID number masked, never whole. */
export const notaryEntrySchema = z.object({
  id: z.number().int(),
  actAt: z.string(),
  /** The act's New York day and time, for the edit form. */
  actDate: z.string(),
  actTime: z.string(),
  actType: z.enum(NOTARY_ACT_TYPES),
  document: z.string(),
  signerName: z.string(),
  signerAddress: z.string(),
  idMethod: z.enum(NOTARY_ID_METHODS),
  idType: z.enum(NOTARY_ID_TYPES).nullable(),
  /** "•••• 1234", or null when no ID number is on file. */
  idNumberMasked: z.string().nullable(),
  signatures: z.number().int(),
  feeCents: z.number().int(),
  appointmentId: z.number().int().nullable(),
  appointmentLabel: z.string().nullable(),
  notes: z.string().nullable(),
  correctsEntryId: z.number().int().nullable(),
  correctedByIds: z.array(z.number().int()),
  enteredByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Written today (New York): it may still be edited. */
  editable: z.boolean(),
});
export type NotaryEntry = z.infer<typeof notaryEntrySchema>;

/** A month (yyyy-MM), or a range of days; nothing means this month. */
export const notaryRangeQuerySchema = z.object({
  month: z.string().regex(MONTH_PATTERN, M.rangeInvalid).optional(),
  from: z.string().refine(isCalendarDate, M.rangeInvalid).optional(),
  to: z.string().refine(isCalendarDate, M.rangeInvalid).optional(),
});
export type NotaryRangeQuery = z.infer<typeof notaryRangeQuerySchema>;

export const notaryJournalListSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(notaryEntrySchema),
});
export type NotaryJournalList = z.infer<typeof notaryJournalListSchema>;

/** What the new-entry form offers: the fee per signature and the notary appointments around today. */
export const notaryChoicesSchema = z.object({
  feePerSignatureCents: z.number().int().nullable(),
  appointments: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      startTime: z.string(),
      clientName: z.string(),
      location: z.string().nullable(),
    }),
  ),
});
export type NotaryChoices = z.infer<typeof notaryChoicesSchema>;

export const notaryIdNumberSchema = z.object({ idNumber: z.string() });

/**
 * The number as lists show it: its last four characters, fewer for a short one so that at least
 * half stays hidden.
 */
export function maskIdNumber(number: string): string {
  const shown = Math.min(4, Math.floor(number.length / 2));
  return `•••• ${number.slice(number.length - shown)}`;
}

/** The first and last day (yyyy-MM-dd) of a month written yyyy-MM. */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return null;
  const [y, m] = [Number(match[1]), Number(match[2])];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Whether the signer's identity was proven by a document (then its type and number are kept). */
export const provesByDocument = (method: NotaryIdMethod) => method === 'id_document';
