import { businessToday } from '@ta/shared';
import { HttpError } from '../../lib/http-errors.js';
import { makePlanMonthInvoice, type PlanMonthOutcome } from '../invoices/index.js';
import type { Person } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';
import type { PlanRecord } from './plans-repository.js';

/** The month before the one `today` (yyyy-MM-dd) is in, as yyyy-MM. */
export function previousMonth(today: string): string {
  const [y = 0, m = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 2, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * One month of a plan billed by the month on one invoice (docs/service-plans.md, "Billed by the
 * month"): its fixed price, or its visits that month not cancelled and not invoiced on their own.
 */
export async function billPlanMonth(
  ctx: ServiceContext,
  actor: Person | null,
  plan: PlanRecord,
  month: string,
): Promise<PlanMonthOutcome> {
  const appointmentIds = plan.monthlyPriceCents === null ? await ctx.repos.plans.monthVisits(plan.id, month) : [];
  return ctx.inTransaction((tx) =>
    makePlanMonthInvoice(tx, actor, {
      planId: plan.id,
      month,
      clientId: plan.clientId,
      serviceName: plan.serviceName,
      fixedCents: plan.monthlyPriceCents,
      appointmentIds,
    }),
  );
}

/**
 * The monthly billing (part of the `plan-visits` sweep): each plan billed by the month that ran last
 * month and has no invoice for it yet gets one. Run twice a day, it bills on the 1st, and a month
 * missed while the server was down is billed at the next run. Answers how many invoices it made.
 */
export async function billLastMonth(ctx: ServiceContext, now: Date = new Date()): Promise<number> {
  const month = previousMonth(businessToday(now));
  let made = 0;
  for (const plan of await ctx.repos.plans.billedMonthlyIn(month)) {
    try {
      if ((await billPlanMonth(ctx, null, plan, month)).status === 'made') made += 1;
    } catch (err) {
      // Another instance billed it at the same moment: nothing to do.
      if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    }
  }
  return made;
}
