import { addDaysToDate } from './admin-appointments.js';
import type { VisitFrequency } from './home-watch-visits.js';
import { visitPlanSchema } from './home-watch-visits.js';
import { z } from './zod.js';

/**
 * The days a visit plan makes visits on, from `startsOn` to `endsOn` (both yyyy-MM-dd, both
 * included): every 7 or 14 days from the first day, or monthly on the first day's day of the month.
 * A month without that day (the 31st in February) takes its last day instead, and the next month
 * goes back to the first day's day: Jan 31 → Feb 28 → Mar 31.
 */
export function planDates(frequency: VisitFrequency, startsOn: string, endsOn: string): string[] {
  const dates: string[] = [];
  if (endsOn < startsOn) return dates;
  if (frequency === 'monthly') {
    const [y = 0, m = 1, d = 1] = startsOn.split('-').map(Number);
    for (let k = 0; ; k += 1) {
      const first = new Date(Date.UTC(y, m - 1 + k, 1));
      const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      first.setUTCDate(Math.min(d, lastDay));
      const date = first.toISOString().slice(0, 10);
      if (date > endsOn) return dates;
      dates.push(date);
    }
  }
  const step = frequency === 'weekly' ? 7 : 14;
  for (let date = startsOn; date <= endsOn; date = addDaysToDate(date, step)) dates.push(date);
  return dates;
}

/**
 * What making a plan answers: the plan, how many visits it put on the calendar, and which of its days
 * fell on a day the business is closed: moved to the next open day, or skipped when that would pass
 * the next visit or the plan's last day (docs/home-watch.md, "Open days").
 */
export const visitPlanCreatedSchema = z.object({
  plan: visitPlanSchema,
  created: z.number().int(),
  moved: z.array(z.object({ from: z.string(), to: z.string() })),
  skipped: z.array(z.string()),
});
export type VisitPlanCreated = z.infer<typeof visitPlanCreatedSchema>;

/** The longest a plan may run: visits further ahead come from another plan. */
export const MAX_PLAN_DAYS = 366;

export const PLAN_MESSAGES = {
  notFound: 'Visit plan not found',
  clientRequired: 'Please choose a client',
  tooLong: 'A plan can run for a year at most: please make another for the rest',
  nothingAhead: 'This plan has no visits from now on: please check its first and last day',
  allClosed:
    'Every day of this plan falls on a day the business is closed, with no open day before the next visit: please choose other days',
  pastMidnight: 'The visit would end after midnight: please choose an earlier time',
  datePast: 'Please choose a time from now on',
  adminAssigns:
    "Only an admin can give someone a home-watch visit, because it opens the house's access codes. Please ask an admin.",
} as const;
