import { isCalendarDate } from './bounds.js';
import { defaultBusiness } from './business.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * Booking real free times (docs/booking.md): the contract between the slot picker, the booking and
 * change calls, and the availability screens. The computation itself is in slots.ts.
 */

/**
 * How a service takes an online pick: `hold` keeps the time for staff to confirm (the appointment is
 * pending), `instant` books it at once (confirmed), `call` offers no times (a preferred time or a call).
 */
export const BOOKING_MODES = ['hold', 'instant', 'call'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** Starts are offered every half hour. */
export const SLOT_STEP_MINUTES = 30;
/** How many days one page of the picker shows. */
export const SLOT_PAGE_DAYS = 14;
/** Clients change or cancel online until this many hours before the visit, unless the owner sets another. */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 24;

/** The counties the business serves, from its service areas ("Pasco County" is "Pasco"). */
export const SERVICE_COUNTIES: readonly string[] = defaultBusiness.serviceAreas
  .filter((area) => area.endsWith(' County'))
  .map((area) => area.slice(0, -' County'.length));

export const BOOKING_MESSAGES = {
  serviceRequired: 'Please choose a service',
  countyRequired: 'Please choose the county where we should come',
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  slotIncomplete: 'Please pick a day and a time from the list',
  slotTaken: 'Sorry, someone has just taken that time. Please pick another one from the list.',
  notBookable: 'This service is arranged with you by phone. Please give a preferred date and time instead.',
  tooLateToChange: 'Your visit is too close to change online. Please call us and we will gladly help.',
  notChangeable: 'This visit can no longer be changed online. Please call us and we will gladly help.',
  sameSlot: 'That is the time you already have. Please pick another one.',
  daysInvalid: 'Please ask for 1 to 62 days',
  serviceNotOffered: 'We could not find that service. Please choose one from the list.',
  countyNotServed:
    'We do not book visits in that county online, as travel fees may apply. Please give a preferred date and time and we will call you.',
} as const;
const M = BOOKING_MESSAGES;

const dateSchema = z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid);
const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** A county from the service area; blank is none. */
export const countyField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: M.countyRequired }).trim().max(60, M.countyRequired).optional(),
);

/** `GET /api/booking/slots?serviceTypeId=&county=&from=&days=`: the open slots of a service. */
export const slotQuerySchema = z.object({
  serviceTypeId: idSchema(M.serviceRequired),
  county: countyField,
  from: dateSchema.optional(),
  days: z.coerce
    .number({ error: M.daysInvalid })
    .int(M.daysInvalid)
    .min(1, M.daysInvalid)
    .max(62, M.daysInvalid)
    .optional(),
});
export type SlotQueryInput = z.infer<typeof slotQuerySchema>;

export const openSlotSchema = z.object({ date: z.string(), start: z.string(), end: z.string() });
export type OpenSlotView = z.infer<typeof openSlotSchema>;

/** The answer: the service's rules as the picker explains them, and the open days (staff never named). */
export const slotAnswerSchema = z.object({
  service: z.object({
    id: z.number().int(),
    name: z.string(),
    duration: z.number().int(),
    bookingMode: z.enum(BOOKING_MODES),
    atHome: z.boolean(),
    minNoticeHours: z.number().int(),
    maxDaysAhead: z.number().int(),
  }),
  /** The days asked about, and the last day the service can be booked. */
  from: z.string(),
  to: z.string(),
  lastBookableDay: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(openSlotSchema) })),
});
export type SlotAnswer = z.infer<typeof slotAnswerSchema>;

/**
 * A pick from the list: one radio value "yyyy-MM-ddTHH:mm" (a day and a start), so the list works as
 * plain radio buttons without JavaScript. Parsed into the day and the start.
 */
export const slotValue = (slot: { date: string; start: string }) => `${slot.date}T${slot.start}`;
export const slotPickSchema = z
  .string({ error: M.slotIncomplete })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, M.slotIncomplete)
  .refine((v) => isCalendarDate(v.slice(0, 10)), M.slotIncomplete)
  .transform((v) => ({ date: v.slice(0, 10), start: v.slice(11, 16) }));
export type SlotPick = z.output<typeof slotPickSchema>;

/** The fields a request form adds: the pick (optional: a preferred time is the other way) and the county. */
export const slotPickFields = {
  slot: z.preprocess((v) => (v === '' || v === null ? undefined : v), slotPickSchema.optional()),
  county: countyField,
};

/** `POST /api/appointments/{id}/move`: another open slot for a client's own visit. */
export const moveAppointmentSchema = z.object({ slot: slotPickSchema });
export type MoveAppointmentInput = z.infer<typeof moveAppointmentSchema>;

/** `GET /api/appointments/{id}/slots?from=&days=`: the open times a client's own visit can move to. */
export const moveSlotQuerySchema = slotQuerySchema.pick({ from: true, days: true });
export type MoveSlotQueryInput = z.infer<typeof moveSlotQuerySchema>;

/** The answer: the open times (the visit itself not counted as busy) and the visit as it is now. */
export const moveSlotAnswerSchema = slotAnswerSchema.extend({
  appointment: z.object({
    id: z.number().int(),
    serviceName: z.string().nullable(),
    appointmentDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    /** The instant (ISO) until which it may still be changed online. */
    changeableUntil: z.string(),
  }),
});
export type MoveSlotAnswer = z.infer<typeof moveSlotAnswerSchema>;

/**
 * Whether a client may still change or cancel the visit online: until `cutoffHours` before its start.
 * `startAt` is the visit's start instant.
 */
export function beforeChangeCutoff(startAt: Date, cutoffHours: number, now: Date = new Date()): boolean {
  return startAt.getTime() - now.getTime() >= cutoffHours * 60 * 60 * 1000;
}
