import type { ServiceContext } from '../service-context.js';
import { billLastMonth } from './plan-billing.js';
import { bookAllPlans } from './plan-booking.js';

/**
 * The `plan-visits` sweep (docs/jobs.md): books the days of every running standing visit that came
 * within their service's booking window, then bills last month's standing visits billed by the month.
 * Answers how many visits and invoices it made.
 */
export async function runPlanSweep(ctx: ServiceContext, now: Date = new Date()): Promise<number> {
  const booked = await bookAllPlans(ctx, now);
  return booked + (await billLastMonth(ctx, now));
}
