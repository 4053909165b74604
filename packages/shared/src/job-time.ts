import { isCalendarDate } from './bounds.js';
import { BILLING_MESSAGES, JOB_ITEM_KINDS, type JobItemKind } from './billing.js';
import { moneyField } from './billing-fields.js';
import { computeTotals } from './billing-totals.js';
import { businessInstant, refuseSkippedTimes } from './business-time.js';
import { z } from './zod.js';

/**
 * Time on the job and the things bought for it (docs/job-time.md): the staff member's phone records
 * the start and end of the work, or the office types them; groceries and parts are added with their
 * receipt photo. The invoice reads both (billing-totals.ts, jobInvoiceLines).
 */

/** A typed end may be this far past now: a watch a little ahead of the server's clock. */
export const WORK_TIME_FUTURE_SLACK_MINUTES = 5;

/** The form field that carries the receipt photo of a job item. */
export const RECEIPT_FILE_FIELD = 'receipt';

export const JOB_TIME_MESSAGES = {
  notYours: 'Only the staff member assigned to this appointment, or an admin, can change its time on the job.',
  alreadyStarted: 'The work on this visit has already started.',
  notStarted: 'Please tap Start work first.',
  alreadyFinished: 'The work on this visit has already been finished. Use Change times to correct it.',
  dateRequired: 'Please enter the day of the work, like 2026-11-26',
  startRequired: 'Please enter when the work started, like 09:00',
  endRequired: 'Please enter when the work ended, like 12:30',
  inFuture: 'The end of the work cannot be in the future',
  kindRequired: 'Please choose groceries, parts or other',
  itemDescriptionRequired: 'Please describe what was bought',
  itemNotFound: 'This item was not found. It may have been removed already.',
  itemInvoiced:
    'This visit already has an invoice, so its items can no longer be removed. Ask the owner to correct the invoice.',
  itemsInvoiced: 'This visit already has an invoice, so no items can be added. Ask the owner to correct the invoice.',
  receiptNotFound: 'This receipt photo was not found.',
  oneReceipt: 'Please send one receipt photo at a time.',
  itemFormInvalid: 'Please send the item as a form with kind, description and amount.',
} as const;

const M = JOB_TIME_MESSAGES;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `PUT /api/staff/appointments/{id}/work`: the office types (or corrects) the start and end of the
 * work, on one day, in New York wall-clock time. The end is after the start and not in the future.
 */
export const workTimesSchema = z
  .object({
    date: z.string({ error: M.dateRequired }).trim().refine(isCalendarDate, M.dateRequired),
    start: z.string({ error: M.startRequired }).trim().regex(TIME, M.startRequired),
    end: z.string({ error: M.endRequired }).trim().regex(TIME, M.endRequired),
  })
  .superRefine(refuseSkippedTimes('date', ['start', 'end']))
  .superRefine((value, ctx) => {
    if (!DATE.test(value.date) || !TIME.test(value.start) || !TIME.test(value.end)) return;
    const start = businessInstant(value.date, value.start);
    const end = businessInstant(value.date, value.end);
    if (end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: 'custom', message: BILLING_MESSAGES.workTimeOrder, path: ['end'], input: value.end });
      return;
    }
    if (end.getTime() > Date.now() + WORK_TIME_FUTURE_SLACK_MINUTES * 60_000) {
      ctx.addIssue({ code: 'custom', message: M.inFuture, path: ['end'], input: value.end });
    }
  });
export type WorkTimesValues = z.input<typeof workTimesSchema>;
export type WorkTimes = z.output<typeof workTimesSchema>;

/** The typed times as the instants stored. */
export function workTimeInstants(times: WorkTimes): { startedAt: string; endedAt: string } {
  return {
    startedAt: businessInstant(times.date, times.start).toISOString(),
    endedAt: businessInstant(times.date, times.end).toISOString(),
  };
}

/** A job item as the add form sends it (the receipt photo travels beside it in the same form). */
export const jobItemFieldsSchema = z.object({
  kind: z.enum(JOB_ITEM_KINDS, { error: M.kindRequired }),
  description: z
    .string({ error: M.itemDescriptionRequired })
    .trim()
    .min(1, M.itemDescriptionRequired)
    .max(200, M.itemDescriptionRequired),
  amount: moneyField,
});
export type JobItemFieldsValues = z.input<typeof jobItemFieldsSchema>;
export type JobItemFields = z.output<typeof jobItemFieldsSchema>;

export const jobItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_ITEM_KINDS),
  description: z.string(),
  amountCents: z.number().int(),
  hasReceipt: z.boolean(),
  addedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

/** `GET /api/staff/appointments/{id}/work`: the time on the job, the visit's steps and the items. */
export const jobTimeSchema = z.object({
  appointmentId: z.number().int(),
  /** The visit's day, for the change-times form. */
  appointmentDate: z.string(),
  workStartedAt: z.string().nullable(),
  workEndedAt: z.string().nullable(),
  /** Who last recorded or typed the times. */
  workTimeByName: z.string().nullable(),
  /** Whole minutes between start and end; null until both are recorded. */
  workedMinutes: z.number().int().nullable(),
  /** The visit's own steps (Arrived, Done): offered as the suggested start and end, never copied. */
  arrivedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  items: z.array(jobItemSchema),
  itemsTotalCents: z.number().int(),
  /** An invoice exists for the appointment: items can no longer be added or removed. */
  invoiced: z.boolean(),
  /** Whether the asker may change it (the staff member assigned, or an admin). */
  canWrite: z.boolean(),
});
export type JobTime = z.infer<typeof jobTimeSchema>;

/** Whole minutes from start to end, or null while either is missing or they are out of order. */
export function workedMinutes(startedAt: string | null, endedAt: string | null): number | null {
  if (!startedAt || !endedAt) return null;
  const ms = new Date(endedAt).getTime() - new Date(startedAt).getTime();
  return Number.isFinite(ms) && ms >= 0 ? Math.floor(ms / 60_000) : null;
}

/** The items' total, summed as an invoice sums them (at cost, one line each). */
export function jobItemsTotalCents(items: readonly { kind: JobItemKind; description: string; amountCents: number }[]) {
  return computeTotals(
    items.map((item) => ({
      kind: item.kind === 'groceries' ? ('groceries' as const) : ('parts' as const),
      description: item.description,
      quantityHundredths: 100,
      unitCents: item.amountCents,
    })),
  ).subtotalCents;
}
