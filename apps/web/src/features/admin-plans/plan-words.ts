import { formatCents, type PlanDay, type PlanRepeats, type ServicePlan } from '@ta/shared';
import { formatAppointmentDate, formatAppointmentTime } from '../../lib/appointment-format';

/** How often a standing visit comes, as the office says it. */
export const REPEATS_WORDS: Record<PlanRepeats, string> = {
  weekly: 'Every week',
  'every-two-weeks': 'Every two weeks',
  monthly: 'Every month',
  days: 'On given days',
};

/** "Per visit", "Monthly" or "Monthly, $120.00 a month" (a fixed price). */
export function billingWords(plan: Pick<ServicePlan, 'billing' | 'monthlyPriceCents'>): string {
  if (plan.billing === 'visit') return 'Per visit';
  return plan.monthlyPriceCents === null ? 'Monthly' : `Monthly, ${formatCents(plan.monthlyPriceCents)} a month`;
}

/** "March 2, 2027 to June 1, 2027". */
export function planPeriodWords(plan: Pick<ServicePlan, 'startsOn' | 'endsOn'>): string {
  return `${formatAppointmentDate(plan.startsOn)} to ${formatAppointmentDate(plan.endsOn)}`;
}

/** "Grocery Shopping, every week at 9:00 AM": which plan, in one line (buttons and dialogs say it). */
export function planSummary(plan: Pick<ServicePlan, 'serviceName' | 'repeats' | 'startTime'>): string {
  return `${plan.serviceName}, ${REPEATS_WORDS[plan.repeats].toLowerCase()} at ${formatAppointmentTime(plan.startTime)}`;
}

/** The first of the plan's days still to come that has a booked visit. */
export function nextBookedDay(plan: Pick<ServicePlan, 'upcoming'>): PlanDay | undefined {
  return plan.upcoming.find((day) => day.state === 'booked');
}

/** "No days booked yet" / "1 visit booked" / "3 visits booked", and the days that could not be. */
export function bookedSoFarWords(plan: Pick<ServicePlan, 'upcoming'>): string {
  const booked = plan.upcoming.filter((day) => day.state === 'booked').length;
  const unbookable = plan.upcoming.filter((day) => day.state === 'unbookable').length;
  const bookedText =
    booked === 0 ? 'No visit is booked yet' : booked === 1 ? '1 visit is booked' : `${booked} visits are booked`;
  if (unbookable === 0) return `${bookedText}.`;
  const days = unbookable === 1 ? '1 day could not be booked' : `${unbookable} days could not be booked`;
  return `${bookedText}; ${days}: book ${unbookable === 1 ? 'it' : 'them'} by hand (see Standing visits).`;
}
