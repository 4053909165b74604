import {
  businessInstant,
  businessToday,
  isPaused,
  isRealBusinessTime,
  lastBookableDay,
  servicePlanDays,
} from '@ta/shared';
import { loadOpenDays, type OpenDays } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';
import type { PlanDayRow, PlanRecord } from './plans-repository.js';

/** Why a day could not be booked, in the office's words (docs/service-plans.md, "Days not booked"). */
export const UNBOOKABLE_REASONS = {
  serviceGone: 'The service is no longer booked online',
  closed: 'The business is closed that day',
  clockChange: 'That time does not exist that day (the clocks change)',
  noOneFree: 'No one is free at that time',
} as const;

export interface BookingRun {
  booked: string[];
  unbookable: string[];
}

/**
 * Books a running plan's days (docs/service-plans.md, "Booking the days"): each day from now up to the
 * service's last bookable day (its booking window) that is not paused and not yet stored, and each day
 * stored as not bookable, is claimed through the booking rules (open times, no double booking), with
 * the plan's staff member when free. A day that cannot be booked is stored with the reason and tried
 * again on the next run; the office sees it meanwhile. A visit of the service the client already has that
 * day (one the office booked by hand) becomes the day's visit instead. Each day is its own transaction, and
 * stored once (a unique plan and day), so two runs at once never book a day twice.
 */
export async function bookPlanDays(ctx: ServiceContext, plan: PlanRecord, now: Date = new Date()): Promise<BookingRun> {
  const run: BookingRun = { booked: [], unbookable: [] };
  // A property's home checks were all put on the calendar by the office when it made the plan.
  if (!plan.active || plan.propertyId !== null) return run;
  const { repos } = ctx;
  const today = businessToday(now);
  const service = await repos.booking.bookingService(plan.serviceTypeId);
  const horizon = service && service.bookingMode !== 'call' ? lastBookableDay(service, now) : today;
  const pauses = await repos.plans.pauses(plan.id);
  const stored = new Map((await repos.plans.days(plan.id, today)).map((row) => [row.day, row]));
  const open = await loadOpenDays(ctx, today);
  let staffId = plan.staffId;
  for (const day of servicePlanDays(plan)) {
    if (day < today || day > horizon || isPaused(day, pauses)) continue;
    const before = stored.get(day);
    if (before && before.state !== 'unbookable') continue;
    if (isRealBusinessTime(day, plan.startTime) && businessInstant(day, plan.startTime) <= now) continue;
    const outcome = await bookDay(ctx, { ...plan, staffId }, day, before, open, now);
    if (outcome === 'booked') run.booked.push(day);
    else if (outcome !== 'stored-meanwhile') run.unbookable.push(day);
    if (staffId === null && outcome === 'booked') staffId = (await repos.plans.find(plan.id))?.staffId ?? null;
  }
  return run;
}

/** Whether the plan could book `day` at its time, and if not why (null: try the booking). */
function reasonBeforeClaim(plan: PlanRecord, day: string, open: OpenDays): string | null {
  if (!isRealBusinessTime(day, plan.startTime)) return UNBOOKABLE_REASONS.clockChange;
  if (!open.isOpen(day)) return UNBOOKABLE_REASONS.closed;
  return null;
}

type DayOutcome = 'booked' | 'stored-meanwhile' | string;

async function bookDay(
  ctx: ServiceContext,
  plan: PlanRecord,
  day: string,
  before: PlanDayRow | undefined,
  open: OpenDays,
  now: Date,
): Promise<DayOutcome> {
  // A new day is inserted once; a day not bookable before is changed only while it still is.
  const store = (tx: ServiceContext, row: PlanDayRow) =>
    before ? tx.repos.plans.retryDay(plan.id, row) : tx.repos.plans.recordDay(plan.id, row);
  // A visit the office booked by hand for that day (the plan could not): the day is that visit.
  const byHand = await ctx.repos.plans.visitOn(plan.clientId, plan.serviceTypeId, day);
  if (byHand !== undefined) {
    return (await store(ctx, { day, state: 'booked', appointmentId: byHand, reason: null }))
      ? 'booked'
      : 'stored-meanwhile';
  }
  const early = reasonBeforeClaim(plan, day, open);
  if (early) {
    if (before?.reason !== early) await store(ctx, { day, state: 'unbookable', appointmentId: null, reason: early });
    return early;
  }
  const client = await ctx.repos.users.findById(plan.clientId);
  if (!client) return UNBOOKABLE_REASONS.serviceGone;
  return ctx.inTransaction(async (tx) => {
    const result = await tx.repos.booking.claim(
      {
        serviceTypeId: plan.serviceTypeId,
        county: plan.county,
        date: day,
        start: plan.startTime,
        preferStaffId: plan.staffId,
      },
      now,
      async (claimed) => {
        // The day is taken first: a run that stored it meanwhile makes this one book nothing.
        if (!(await store(tx, { day, state: 'booked', appointmentId: null, reason: null }))) return null;
        const appointment = await tx.repos.appointments.create({
          clientId: client.id,
          contactRequestId: null,
          clientName: `${client.firstName} ${client.lastName}`.trim(),
          clientEmail: client.email,
          clientPhone: null,
          serviceTypeId: plan.serviceTypeId,
          staffId: claimed.staffId,
          appointmentDate: claimed.slot.date,
          startTime: claimed.slot.start,
          endTime: claimed.slot.end,
          status: claimed.service.bookingMode === 'instant' ? 'confirmed' : 'pending',
          notes: null,
          location: plan.location,
          county: plan.county,
        });
        await tx.repos.plans.updateDay(plan.id, { day, state: 'booked', appointmentId: appointment.id, reason: null });
        if (plan.staffId === null) await tx.repos.plans.setStaff(plan.id, claimed.staffId);
        return appointment.id;
      },
    );
    if (result.status === 'booked') return result.value === null ? 'stored-meanwhile' : 'booked';
    const reason = result.status === 'taken' ? UNBOOKABLE_REASONS.noOneFree : UNBOOKABLE_REASONS.serviceGone;
    if (before?.reason !== reason) {
      const stored = await store(tx, { day, state: 'unbookable', appointmentId: null, reason });
      if (!stored) return 'stored-meanwhile';
    }
    return reason;
  });
}

/** The sweep (job `plan-visits`): books the days of every running plan; answers how many it booked. */
export async function bookAllPlans(ctx: ServiceContext, now: Date = new Date()): Promise<number> {
  let booked = 0;
  for (const plan of await ctx.repos.plans.listActive(businessToday(now))) {
    booked += (await bookPlanDays(ctx, plan, now)).booked.length;
  }
  return booked;
}
