import { addDaysToDate } from './admin-appointments.js';
import { isCalendarDate } from './bounds.js';
import { planDates } from './home-watch-plans.js';
import { z } from './zod.js';

/**
 * Standing visits (docs/service-plans.md): a client's service repeated weekly, every two weeks,
 * monthly or on given days, at one time, from a first day to a last day. The visits are booked as real
 * appointments through the booking rules as their days come within the service's booking window; a day
 * that cannot be booked is listed to the office, never dropped. Skipping one and pausing for a while are
 * online until the change cut-off.
 */

export const PLAN_REPEATS = ['weekly', 'every-two-weeks', 'monthly', 'days'] as const;
export type PlanRepeats = (typeof PLAN_REPEATS)[number];

/** Billed per visit (each visit's invoice, as any visit) or once a month for the month's visits. */
export const PLAN_BILLINGS = ['visit', 'monthly'] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number];

/** What became of one planned day: booked, skipped by the client, or not bookable (the office is told). */
export const PLAN_DAY_STATES = ['booked', 'skipped', 'unbookable'] as const;
export type PlanDayState = (typeof PLAN_DAY_STATES)[number];

/** The most days a plan on given days may list, and the longest any plan may run. */
export const MAX_GIVEN_DAYS = 60;
export const MAX_SERVICE_PLAN_DAYS = 366;

export const SERVICE_PLAN_MESSAGES = {
  notFound: 'Standing visit not found',
  serviceRequired: 'Please choose a service',
  repeatsRequired: 'Please choose how often',
  dateInvalid: 'Please enter a date like 2027-01-05',
  timeInvalid: 'Please choose a time',
  endBeforeStart: 'The last day must be on or after the first day',
  tooLong: 'A standing visit can run for a year at most: please set up another for the rest',
  daysRequired: 'Please enter at least one day',
  tooManyDays: 'Please enter 60 days at most',
  nothingAhead: 'None of these days is still ahead: please check the first and last day',
  notBookable: 'This service is booked by phone: please call us to set up a standing visit',
  countyRequired: 'Please choose the county of the visit',
  stopped: 'This standing visit was stopped',
  officeOnly: 'The office arranges these home checks: please call us to change them',
  pauseNotFound: 'This pause was already ended',
  dayNotPlanned: 'This day is not one of the standing visit’s days',
  alreadySkipped: 'This visit is already skipped',
  pauseInvalid: 'Please choose a first and last day for the pause, from today on',
  priceInvalid: 'Please enter a price like 120.00, or leave it blank',
  staffRequired: 'Please choose a staff member',
  clientRequired: 'Standing visits are for active client accounts',
  monthInvalid: 'Please choose a month',
  monthBilled: 'This month of the standing visit is billed already',
  monthEmpty: 'This standing visit has nothing to bill that month',
  billedMonthly: 'This visit is billed on its standing visit’s monthly invoice',
} as const;
const M = SERVICE_PLAN_MESSAGES;

const dateSchema = z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid);
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isCalendarDate(v), M.dateInvalid);
const timeSchema = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);
const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Days typed one per line or separated by commas or spaces (a form's text box), or a list (JSON). */
const givenDaysSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : v),
  z
    .array(dateSchema)
    .max(MAX_GIVEN_DAYS, M.tooManyDays)
    .optional()
    .transform((days) => [...new Set(days ?? [])].sort()),
);

/**
 * Setting up a standing visit (the client's form and POST /api/user/plans): the service, how often,
 * the first and last day (for given days, the days themselves), the start time, and for a visit at
 * home the county and address. The same schema reads the form's fields without JavaScript.
 */
export const servicePlanInputSchema = z
  .object({
    serviceTypeId: idSchema(M.serviceRequired),
    repeats: z.enum(PLAN_REPEATS, { error: M.repeatsRequired }),
    startsOn: optionalDate,
    endsOn: optionalDate,
    days: givenDaysSchema,
    startTime: timeSchema,
    county: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
    location: z.preprocess(
      blankToUndefined,
      z.string().trim().max(300, 'Please keep this under 300 characters').optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.repeats === 'days') {
      if (v.days.length === 0) ctx.addIssue({ code: 'custom', message: M.daysRequired, path: ['days'] });
      return;
    }
    if (!v.startsOn) ctx.addIssue({ code: 'custom', message: M.dateInvalid, path: ['startsOn'] });
    if (!v.endsOn) ctx.addIssue({ code: 'custom', message: M.dateInvalid, path: ['endsOn'] });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) {
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endsOn'] });
    }
  })
  .transform((v) => {
    const startsOn = v.repeats === 'days' ? (v.days[0] ?? '') : (v.startsOn ?? '');
    const endsOn = v.repeats === 'days' ? (v.days[v.days.length - 1] ?? '') : (v.endsOn ?? '');
    return { ...v, startsOn, endsOn, days: v.repeats === 'days' ? v.days : [] };
  })
  .refine((v) => v.endsOn <= addDaysToDate(v.startsOn, MAX_SERVICE_PLAN_DAYS), {
    message: M.tooLong,
    path: ['endsOn'],
  });
export type ServicePlanInput = z.input<typeof servicePlanInputSchema>;
export type ServicePlanValues = z.output<typeof servicePlanInputSchema>;

/** What the office adds when it sets a plan up or changes its terms: billing, a fixed monthly price, the staff member. */
export const servicePlanTermsSchema = z.object({
  billing: z.enum(PLAN_BILLINGS).default('visit'),
  /** Dollars as typed ("120" or "120.00"), kept in cents; blank: the month's visits at their prices. */
  monthlyPrice: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, M.priceInvalid)
      .transform((v) => Math.round(Number(v) * 100))
      .optional(),
  ),
  staffId: z.preprocess(blankToUndefined, idSchema(M.staffRequired).optional()),
});
export type ServicePlanTerms = z.output<typeof servicePlanTermsSchema>;

/** Billing one month of a plan by hand (an admin): yyyy-MM. */
export const planMonthSchema = z.object({
  month: z
    .string({ error: M.monthInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid),
});

/** Skipping one visit (POST /api/user/plans/:id/skip). */
export const skipPlanDaySchema = z.object({ day: dateSchema });

/** Changing the time or the last day (PUT /api/user/plans/:id). */
export const planChangeSchema = z.object({ startTime: timeSchema, endsOn: dateSchema });
export type PlanChangeInput = z.output<typeof planChangeSchema>;

/** Pausing from one day to another, both included (POST /api/user/plans/:id/pauses). */
export const planPauseInputSchema = z
  .object({ firstDay: dateSchema, lastDay: dateSchema })
  .refine((v) => v.lastDay >= v.firstDay, { message: M.endBeforeStart, path: ['lastDay'] });
export type PlanPauseInput = z.output<typeof planPauseInputSchema>;

/** The plan a form on the standing-visits page is about (a hidden field). */
const planIdField = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, M.notFound);

/** The page's forms about one plan, as posted (without JavaScript, or read from the form with it). */
export const planSkipFormSchema = z.object({ planId: planIdField, day: dateSchema });
export const planPauseFormSchema = z
  .object({ planId: planIdField, firstDay: dateSchema, lastDay: dateSchema })
  .refine((v) => v.lastDay >= v.firstDay, { message: M.endBeforeStart, path: ['lastDay'] });
export const planPauseEndFormSchema = z.object({ planId: planIdField, pauseId: planIdField });
export const planChangeFormSchema = z.object({ planId: planIdField, startTime: timeSchema, endsOn: dateSchema });
export const planStopFormSchema = z.object({ planId: planIdField });

export const planDaySchema = z.object({
  day: z.string(),
  /** `planned`: further ahead than the service is booked; `paused`: inside a pause. */
  state: z.enum([...PLAN_DAY_STATES, 'planned', 'paused']),
  startTime: z.string(),
  appointmentId: z.number().int().nullable(),
  /** Why a day could not be booked (in words, for the office). */
  reason: z.string().nullable(),
  /** Whether the client may still skip it online (before the cut-off). */
  changeable: z.boolean(),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const servicePlanSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  serviceTypeId: z.number().int(),
  serviceName: z.string(),
  repeats: z.enum(PLAN_REPEATS),
  startsOn: z.string(),
  endsOn: z.string(),
  startTime: z.string(),
  days: z.array(z.string()),
  county: z.string().nullable(),
  location: z.string().nullable(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  billing: z.enum(PLAN_BILLINGS),
  monthlyPriceCents: z.number().int().nullable(),
  active: z.boolean(),
  /** A property's home checks: the office puts every visit on the calendar and changes them; null for the rest. */
  propertyId: z.number().int().nullable(),
  pauses: z.array(z.object({ id: z.number().int(), firstDay: z.string(), lastDay: z.string() })),
  /** The days from today on (the next 20), with what became of each. */
  upcoming: z.array(planDaySchema),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

/** One day the office must book by hand: the plan could not, and says why. */
export const unbookablePlanDaySchema = z.object({
  planId: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  serviceName: z.string(),
  day: z.string(),
  startTime: z.string(),
  reason: z.string().nullable(),
});
export type UnbookablePlanDay = z.infer<typeof unbookablePlanDaySchema>;

export const staffPlansViewSchema = z.object({
  plans: z.array(servicePlanSchema),
  unbookable: z.array(unbookablePlanDaySchema),
});
export type StaffPlansView = z.infer<typeof staffPlansViewSchema>;

interface PlanShape {
  repeats: PlanRepeats;
  startsOn: string;
  endsOn: string;
  days: readonly string[];
}

/** Every day of a plan, paused or not: given days as listed, else `planDates` (weekly, two weeks, monthly). */
export function servicePlanDays(plan: PlanShape): string[] {
  if (plan.repeats === 'days') return plan.days.filter((d) => d >= plan.startsOn && d <= plan.endsOn);
  return planDates(plan.repeats, plan.startsOn, plan.endsOn);
}

/** Whether `day` falls inside one of the pauses (both ends included). */
export function isPaused(day: string, pauses: readonly { firstDay: string; lastDay: string }[]): boolean {
  return pauses.some((p) => day >= p.firstDay && day <= p.lastDay);
}
