import { isCalendarDate } from './bounds.js';
import { BOOKING_MODES, SERVICE_COUNTIES } from './booking.js';
import { USER_FORM_ROLES } from './admin-users.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * The availability screens (docs/booking.md, "Availability screens"): the business's opening hours,
 * holidays and change cut-off, each service's booking rules, and each staff member's working hours,
 * time off, services and counties. Admins write them; a staff member reads their own. The same
 * schemas check the back-office forms and the server's routes.
 */

export const AVAILABILITY_MESSAGES = {
  timeInvalid: 'Please enter a time like 09:00',
  endBeforeStart: 'The end must be after the start',
  weekdayInvalid: 'Please choose a day of the week',
  overlap: 'This period overlaps another one on the same day. Please change or remove one of them.',
  tooManyPeriods: 'Please keep to 6 periods a day',
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  lastBeforeFirst: 'The last day must be on or after the first day',
  holidayNameRequired: 'Please name the holiday, for example Thanksgiving',
  holidayExists: 'That day is already a holiday',
  holidayNotFound: 'Holiday not found',
  textTooLong: 'Please keep this under 100 characters',
  noteTooLong: 'Please keep the note under 200 characters',
  bufferInvalid: 'Please enter 0 to 240 minutes',
  noticeInvalid: 'Please enter 0 to 720 hours',
  aheadInvalid: 'Please enter 1 to 365 days',
  durationInvalid: 'Please enter 30 to 720 minutes',
  modeInvalid: 'Please choose how the service is booked online',
  cutoffInvalid: 'Please enter 0 to 168 hours',
  countyInvalid: 'Please choose only counties we serve',
  serviceInvalid: 'Please choose only services from the list',
  serviceNotFound: 'Service not found',
  staffNotFound: 'Staff member not found',
  timeOffNotFound: 'Time off not found',
  nothingToChange: 'Please change at least one rule',
} as const;
const M = AVAILABILITY_MESSAGES;

/** A note the service form shows beside the length (the site's terms say so). */
export const STANDARD_PACKAGE_MINIMUM_NOTE = 'Standard packages have a 3-hour minimum (180 minutes).';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as the office reads a week. */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
const MAX_PERIODS_PER_DAY = 6;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** HH:mm (HH:mm:ss, as some time inputs give it, is cut to minutes). */
export const clockTimeField = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(TIME, M.timeInvalid)
  .transform((v) => v.slice(0, 5));
const weekdayField = z.coerce
  .number({ error: M.weekdayInvalid })
  .int(M.weekdayInvalid)
  .min(0, M.weekdayInvalid)
  .max(6, M.weekdayInvalid);
const dateField = z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid);

/** A whole number typed in a field: blank is missing (not 0), and anything else out of range says `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

interface Period {
  weekday: number;
  start: string;
  end: string;
}

/**
 * Periods of one weekday may not overlap (touching is fine: 9-12 and 12-17), and a day holds at most
 * six. The problem is put on the later period's start, where the person fixes it.
 */
function checkPeriods(periods: readonly Period[], startKey: string, ctx: z.RefinementCtx): void {
  const perDay = new Map<number, number>();
  periods.forEach((p, i) => {
    const count = (perDay.get(p.weekday) ?? 0) + 1;
    perDay.set(p.weekday, count);
    if (count > MAX_PERIODS_PER_DAY) ctx.addIssue({ code: 'custom', message: M.tooManyPeriods, path: [i, startKey] });
    const clash = periods.some((q, j) => j < i && q.weekday === p.weekday && p.start < q.end && q.start < p.end);
    if (clash) ctx.addIssue({ code: 'custom', message: M.overlap, path: [i, startKey] });
  });
}

/** A week of periods, sent whole: at most 42 in all, checked together by checkPeriods. */
function weekOfPeriods<
  S extends string,
  E extends string,
  P extends z.ZodType<{ weekday: number } & Record<S | E, string>>,
>(period: P, startKey: S, endKey: E) {
  return z
    .array(period)
    .max(42, M.tooManyPeriods)
    .superRefine((periods, ctx) =>
      checkPeriods(
        periods.map((p) => ({ weekday: p.weekday, start: p[startKey], end: p[endKey] })),
        startKey,
        ctx,
      ),
    );
}

const openingPeriodSchema = z
  .object({ weekday: weekdayField, opens: clockTimeField, closes: clockTimeField })
  .refine((p) => p.closes > p.opens, { message: M.endBeforeStart, path: ['closes'] });

/** `PUT /api/admin/availability/opening-hours`: every opening period of the week (replaces them all). */
export const openingHoursInputSchema = z.object({ hours: weekOfPeriods(openingPeriodSchema, 'opens', 'closes') });
export type OpeningHoursInput = z.input<typeof openingHoursInputSchema>;
export type OpeningHoursValues = z.output<typeof openingHoursInputSchema>;

export const openingHoursSchema = z.object({
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
});
export type OpeningHoursView = z.infer<typeof openingHoursSchema>;

const workingPeriodSchema = z
  .object({ weekday: weekdayField, starts: clockTimeField, ends: clockTimeField })
  .refine((p) => p.ends > p.starts, { message: M.endBeforeStart, path: ['ends'] });

/** `PUT /api/admin/staff/{id}/availability/hours`: a staff member's working periods (replaces them all). */
export const staffHoursInputSchema = z.object({ hours: weekOfPeriods(workingPeriodSchema, 'starts', 'ends') });
export type StaffHoursInput = z.input<typeof staffHoursInputSchema>;
export type StaffHoursValues = z.output<typeof staffHoursInputSchema>;

/** `POST /api/admin/availability/holidays`: a day the business is closed. */
export const holidayInputSchema = z.object({
  day: dateField,
  name: z.string({ error: M.holidayNameRequired }).trim().min(1, M.holidayNameRequired).max(100, M.textTooLong),
});
export type HolidayInput = z.input<typeof holidayInputSchema>;
export type HolidayValues = z.output<typeof holidayInputSchema>;

export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysSchema = z.array(holidaySchema);

/** `PUT /api/admin/availability/booking-settings`: until how many hours before a visit clients change it online. */
export const bookingSettingsSchema = z.object({ changeCutoffHours: wholeNumber(0, 168, M.cutoffInvalid) });
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
export type BookingSettings = z.output<typeof bookingSettingsSchema>;
export const bookingSettingsAnswerSchema = z.object({ changeCutoffHours: z.number().int() });

/** A service's booking rules, as the service form edits them all. */
export const serviceRulesInputSchema = z.object({
  duration: wholeNumber(30, 720, M.durationInvalid),
  bufferBefore: wholeNumber(0, 240, M.bufferInvalid),
  bufferAfter: wholeNumber(0, 240, M.bufferInvalid),
  minNoticeHours: wholeNumber(0, 720, M.noticeInvalid),
  maxDaysAhead: wholeNumber(1, 365, M.aheadInvalid),
  bookingMode: z.enum(BOOKING_MODES, { error: M.modeInvalid }),
  atHome: z.boolean(),
  active: z.boolean(),
});
export type ServiceRulesInput = z.input<typeof serviceRulesInputSchema>;
export type ServiceRulesValues = z.output<typeof serviceRulesInputSchema>;

/** `PATCH /api/admin/availability/services/{id}`: the rules named change; the same checks as the form. */
export const serviceRulesPatchSchema = serviceRulesInputSchema
  .partial()
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: M.nothingToChange });
export type ServiceRulesPatch = z.output<typeof serviceRulesPatchSchema>;

export const serviceRulesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration: z.number().int(),
  bufferBefore: z.number().int(),
  bufferAfter: z.number().int(),
  minNoticeHours: z.number().int(),
  maxDaysAhead: z.number().int(),
  bookingMode: z.enum(BOOKING_MODES),
  atHome: z.boolean(),
  active: z.boolean(),
});
export type ServiceRules = z.infer<typeof serviceRulesSchema>;
export const serviceRulesListSchema = z.array(serviceRulesSchema);

/** What "hold", "instant" and "call" mean, in the office's words. */
export const BOOKING_MODE_LABELS: Record<(typeof BOOKING_MODES)[number], string> = {
  hold: 'Held for staff to confirm',
  instant: 'Booked at once',
  call: 'Not online: by phone',
};

/** `PUT /api/admin/staff/{id}/availability/services`: the services they do (none: every service). */
export const staffServicesInputSchema = z.object({
  serviceIds: z
    .array(
      z.coerce
        .number({ error: M.serviceInvalid })
        .int(M.serviceInvalid)
        .positive(M.serviceInvalid)
        .max(2_147_483_647, M.serviceInvalid),
    )
    .max(100, M.serviceInvalid)
    .transform((ids) => [...new Set(ids)]),
});
export type StaffServicesInput = z.input<typeof staffServicesInputSchema>;

/** `PUT /api/admin/staff/{id}/availability/counties`: the counties they cover (none: every county served). */
export const staffCountiesInputSchema = z.object({
  counties: z
    .array(z.string({ error: M.countyInvalid }).refine((c) => SERVICE_COUNTIES.includes(c), M.countyInvalid))
    .max(SERVICE_COUNTIES.length * 2, M.countyInvalid)
    .transform((counties) => [...new Set(counties)]),
});
export type StaffCountiesInput = z.input<typeof staffCountiesInputSchema>;

/** `POST /api/admin/staff/{id}/availability/time-off`: whole days off, first to last inclusive. */
export const timeOffInputSchema = z
  .object({
    firstDay: dateField,
    lastDay: dateField,
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().max(200, M.noteTooLong).optional(),
    ),
  })
  .refine((v) => v.lastDay >= v.firstDay, { message: M.lastBeforeFirst, path: ['lastDay'] });
export type TimeOffInput = z.input<typeof timeOffInputSchema>;
export type TimeOffValues = z.output<typeof timeOffInputSchema>;

export const timeOffSchema = z.object({
  id: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** One staff member's availability: hours per weekday, time off from today on, services and counties. */
export const staffAvailabilitySchema = z.object({
  staff: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(USER_FORM_ROLES),
  }),
  hours: z.array(z.object({ weekday: z.number().int(), starts: z.string(), ends: z.string() })),
  timeOff: z.array(timeOffSchema),
  serviceIds: z.array(z.number().int()),
  counties: z.array(z.string()),
});
export type StaffAvailability = z.infer<typeof staffAvailabilitySchema>;

/** Periods in the order a week reads: by weekday (Monday first), then by start. */
export function byWeekThenStart<T extends { weekday: number }>(periods: readonly T[], start: (p: T) => string): T[] {
  const rank = (weekday: number) => (weekday + 6) % 7;
  return [...periods].sort((a, b) => rank(a.weekday) - rank(b.weekday) || start(a).localeCompare(start(b)));
}
