import {
  beforeChangeCutoff,
  businessInstant,
  businessToday,
  isLateCancellation,
  isPaused,
  isRealBusinessTime,
  SERVICE_PLAN_MESSAGES as M,
  servicePlanDays,
  type PlanDay,
  type PlanPauseInput,
  type ServicePlan,
  type ServicePlanTerms,
  type ServicePlanValues,
} from '@ta/shared';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { bookingCounty } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';
import { bookPlanDays } from './plan-booking.js';
import type { PlanRecord, StoredPlanDay } from './plans-repository.js';

/** How many days from today a plan's view lists. */
const UPCOMING_DAYS = 20;

/** A day's start instant, or null for a time the clocks skip that day. */
const startOf = (day: string, time: string) => (isRealBusinessTime(day, time) ? businessInstant(day, time) : null);

/**
 * A plan as its screens show it: its pauses and its next days from today, each with what became of it
 * (booked, skipped, not bookable as stored; else paused inside a pause, else planned: further ahead
 * than the service books) and whether the client may still skip it online (before the cut-off).
 */
export async function planView(ctx: ServiceContext, plan: PlanRecord, now: Date = new Date()): Promise<ServicePlan> {
  const today = businessToday(now);
  const [pauses, rows, cutoffHours] = await Promise.all([
    ctx.repos.plans.pauses(plan.id),
    ctx.repos.plans.days(plan.id, today),
    ctx.repos.booking.changeCutoffHours(),
  ]);
  if (plan.propertyId !== null) return { ...plan, pauses, upcoming: homeCheckDays(plan, rows, today) };
  const stored = new Map(rows.map((row) => [row.day, row]));
  const upcoming: PlanDay[] = servicePlanDays(plan)
    .filter((day) => day >= today && (startOf(day, plan.startTime) ?? now) >= now)
    .slice(0, UPCOMING_DAYS)
    .map((day) => {
      const row = stored.get(day);
      const state = row?.state ?? (isPaused(day, pauses) ? 'paused' : 'planned');
      const start = startOf(day, plan.startTime);
      const changeable =
        plan.active &&
        (state === 'booked' || state === 'planned' || state === 'unbookable') &&
        start !== null &&
        beforeChangeCutoff(start, cutoffHours, now);
      return {
        day,
        state,
        startTime: plan.startTime,
        appointmentId: row?.appointmentId ?? null,
        reason: row?.reason ?? null,
        changeable,
      };
    });
  return { ...plan, pauses, upcoming };
}

/**
 * A property's home checks as their screens show them: the visits the office put on the calendar, on
 * the day and at the time each is now (a visit may have been moved), from today; changed by the office only.
 */
function homeCheckDays(plan: PlanRecord, rows: readonly StoredPlanDay[], today: string): PlanDay[] {
  return rows
    .map((row) => ({
      day: row.visit?.date ?? row.day,
      state: row.state,
      startTime: row.visit?.startTime ?? plan.startTime,
      appointmentId: row.appointmentId,
      reason: row.reason,
      changeable: false,
    }))
    .filter((d) => d.day >= today)
    .sort((a, b) => a.day.localeCompare(b.day) || a.startTime.localeCompare(b.startTime))
    .slice(0, UPCOMING_DAYS);
}

/** A plan of `clientId`, or 404 (someone else's plan is "not found"). */
export async function planOf(ctx: ServiceContext, clientId: number | null, planId: number): Promise<PlanRecord> {
  const plan = await ctx.repos.plans.find(planId);
  if (!plan || (clientId !== null && plan.clientId !== clientId)) throw notFound('service_plan_not_found');
  return plan;
}

/**
 * Sets up a standing visit and books its days within the service's booking window at once, so the
 * client sees them booked. Refused: a service not booked online (call us), a visit at home without a
 * county, a plan with no day still ahead.
 */
export async function createPlan(
  ctx: ServiceContext,
  who: { clientId: number; actorId: number },
  values: ServicePlanValues,
  now: Date = new Date(),
): Promise<ServicePlan> {
  const service = await ctx.repos.booking.bookingService(values.serviceTypeId);
  if (!service) throw badRequest('service_required', { serviceTypeId: M.serviceRequired });
  if (service.bookingMode === 'call') throw badRequest('service_plan_not_bookable', { serviceTypeId: M.notBookable });
  const county = bookingCounty(service, values.county);
  const ahead = servicePlanDays(values).some((day) => (startOf(day, values.startTime) ?? now) > now);
  if (!ahead) throw badRequest('service_plan_nothing_ahead', { startsOn: M.nothingAhead });
  const planId = await ctx.repos.plans.create({
    clientId: who.clientId,
    serviceTypeId: service.id,
    repeats: values.repeats,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    days: values.days,
    startTime: values.startTime,
    county,
    location: service.atHome ? (values.location ?? null) : null,
    staffId: null,
    billing: 'visit',
    monthlyPriceCents: null,
    createdById: who.actorId,
  });
  const plan = await planOf(ctx, who.clientId, planId);
  await bookPlanDays(ctx, plan, now);
  return planView(ctx, (await ctx.repos.plans.find(planId)) ?? plan, now);
}

/** 409 unless the plan runs and `day` may still be changed online (before the cut-off). */
async function checkDayChangeable(ctx: ServiceContext, plan: PlanRecord, day: string, now: Date): Promise<void> {
  if (!plan.active) throw conflict('service_plan_stopped');
  const start = startOf(day, plan.startTime);
  if (!start || start <= now) throw conflict('not_changeable');
  if (!beforeChangeCutoff(start, await ctx.repos.booking.changeCutoffHours(), now)) {
    throw conflict('too_late_to_change');
  }
}

/** Cancels a plan's booked visit, as the client's own cancellation (kept, with whether it was late). */
async function cancelVisit(tx: ServiceContext, plan: PlanRecord, appointmentId: number, now: Date): Promise<void> {
  const visit = await tx.repos.appointments.findById(appointmentId);
  if (!visit) return;
  const late = isLateCancellation(visit, now);
  await tx.repos.appointments.cancelForClient(appointmentId, plan.clientId, { late, now });
}

/** "Skip this one": the day's visit is cancelled (or never booked) and the day stays skipped. */
export async function skipDay(ctx: ServiceContext, plan: PlanRecord, day: string, now: Date = new Date()) {
  if (!servicePlanDays(plan).includes(day)) throw badRequest('service_plan_day_unknown', { day: M.dayNotPlanned });
  await checkDayChangeable(ctx, plan, day, now);
  const row = (await ctx.repos.plans.days(plan.id, day)).find((r) => r.day === day);
  if (row?.state === 'skipped') throw conflict('service_plan_day_skipped');
  await ctx.inTransaction(async (tx) => {
    if (row?.appointmentId) await cancelVisit(tx, plan, row.appointmentId, now);
    const skipped = { day, state: 'skipped' as const, appointmentId: row?.appointmentId ?? null, reason: null };
    if (row) await tx.repos.plans.updateDay(plan.id, skipped);
    else await tx.repos.plans.recordDay(plan.id, skipped);
  });
  return planView(ctx, plan, now);
}

/**
 * "Pause while I am away": no visit from the first to the last day. Visits booked inside the pause are
 * cancelled while still before the cut-off (one after it stays: the client calls); the days past the
 * pause are booked as usual.
 */
export async function pausePlan(ctx: ServiceContext, plan: PlanRecord, pause: PlanPauseInput, now: Date = new Date()) {
  if (!plan.active) throw conflict('service_plan_stopped');
  if (pause.firstDay < businessToday(now)) throw badRequest('service_plan_pause_invalid', { firstDay: M.pauseInvalid });
  const cutoffHours = await ctx.repos.booking.changeCutoffHours();
  const rows = await ctx.repos.plans.days(plan.id, pause.firstDay);
  const inside = rows.filter((r) => r.day <= pause.lastDay && r.state !== 'skipped');
  await ctx.inTransaction(async (tx) => {
    await tx.repos.plans.addPause(plan.id, pause.firstDay, pause.lastDay);
    const freed: string[] = [];
    for (const row of inside) {
      const start = startOf(row.day, plan.startTime);
      if (row.state === 'booked' && (!start || !beforeChangeCutoff(start, cutoffHours, now))) continue;
      if (row.appointmentId) await cancelVisit(tx, plan, row.appointmentId, now);
      freed.push(row.day);
    }
    await tx.repos.plans.forgetDays(plan.id, freed);
  });
  return planView(ctx, plan, now);
}

/** Ends a pause early: its days are booked again as any other. */
export async function endPause(ctx: ServiceContext, plan: PlanRecord, pauseId: number, now: Date = new Date()) {
  if (!plan.active) throw conflict('service_plan_stopped');
  if (!(await ctx.repos.plans.removePause(plan.id, pauseId))) throw notFound('service_plan_pause_not_found');
  await bookPlanDays(ctx, plan, now);
  return planView(ctx, plan, now);
}

/**
 * Changes the time or the last day: the visits booked that no longer fit (another time, past the new
 * last day) are cancelled while before the cut-off and the plan books again; one after the cut-off
 * stays as booked.
 */
export async function changePlan(
  ctx: ServiceContext,
  plan: PlanRecord,
  change: { startTime: string; endsOn: string },
  now: Date = new Date(),
) {
  if (!plan.active) throw conflict('service_plan_stopped');
  if (change.endsOn < plan.startsOn) throw badRequest('service_plan_end_before_start', { endsOn: M.endBeforeStart });
  const cutoffHours = await ctx.repos.booking.changeCutoffHours();
  const rows = await ctx.repos.plans.days(plan.id, businessToday(now));
  const changed = { ...plan, ...change };
  const keep = new Set(servicePlanDays(changed));
  await ctx.inTransaction(async (tx) => {
    await tx.repos.plans.update(plan.id, change);
    const freed: string[] = [];
    for (const row of rows) {
      const fits = keep.has(row.day) && change.startTime === plan.startTime;
      if (fits || row.state === 'skipped') continue;
      const start = startOf(row.day, plan.startTime);
      if (row.state === 'booked' && (!start || !beforeChangeCutoff(start, cutoffHours, now))) continue;
      if (row.appointmentId) await cancelVisit(tx, plan, row.appointmentId, now);
      freed.push(row.day);
    }
    await tx.repos.plans.forgetDays(plan.id, freed);
  });
  const updated = (await ctx.repos.plans.find(plan.id)) ?? changed;
  await bookPlanDays(ctx, updated, now);
  return planView(ctx, updated, now);
}

/**
 * Stops a plan: no more days are booked; its visits before the cut-off are cancelled, later ones stay.
 * A property's home checks are the office's: every visit not yet started is cancelled, whenever it is.
 * Answers the plan and how many visits were cancelled.
 */
export async function stopPlan(ctx: ServiceContext, plan: PlanRecord, now: Date = new Date()) {
  if (!plan.active) throw conflict('service_plan_stopped');
  const cutoffHours = await ctx.repos.booking.changeCutoffHours();
  const rows = await ctx.repos.plans.days(plan.id, plan.propertyId === null ? businessToday(now) : plan.startsOn);
  const notStarted = plan.propertyId === null ? undefined : await notStartedVisits(ctx, plan.propertyId);
  let cancelled = 0;
  await ctx.inTransaction(async (tx) => {
    await tx.repos.plans.stop(plan.id);
    for (const row of rows) {
      if (row.state !== 'booked' || !row.appointmentId) continue;
      const start = startOf(row.day, plan.startTime);
      const cancellable = notStarted
        ? notStarted.has(row.appointmentId)
        : start !== null && beforeChangeCutoff(start, cutoffHours, now);
      if (!cancellable) continue;
      await cancelVisit(tx, plan, row.appointmentId, now);
      await tx.repos.plans.updateDay(plan.id, { ...row, state: 'skipped' });
      cancelled += 1;
    }
  });
  return { plan: await planView(ctx, { ...plan, active: false }, now), cancelled };
}

/** The appointments of a property's visits not started (nor cancelled). */
async function notStartedVisits(ctx: ServiceContext, propertyId: number): Promise<Set<number>> {
  const visits = await ctx.repos.visits.summaries({ propertyId, notStarted: true, activeOnly: true });
  return new Set(visits.map((v) => v.appointmentId));
}

/** The office's terms (admin): billing per visit or monthly, a fixed monthly price, the staff member. */
export async function setPlanTerms(ctx: ServiceContext, plan: PlanRecord, terms: ServicePlanTerms) {
  if (terms.staffId !== undefined) {
    const staff = await ctx.repos.users.findById(terms.staffId);
    if (!staff || !staff.active || (staff.role !== 'staff' && staff.role !== 'admin')) {
      throw badRequest('staff_required', { staffId: M.staffRequired });
    }
  }
  await ctx.repos.plans.update(plan.id, {
    billing: terms.billing,
    monthlyPriceCents: terms.monthlyPrice ?? null,
    ...(terms.staffId !== undefined ? { staffId: terms.staffId } : {}),
  });
  const updated = (await ctx.repos.plans.find(plan.id)) ?? plan;
  return planView(ctx, updated);
}
