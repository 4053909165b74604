import {
  addDaysToDate,
  businessInstant,
  businessToday,
  isBackOfficeRole,
  isRealBusinessTime,
  MAX_PLAN_DAYS,
  PLAN_MESSAGES,
  planDates,
  PROPERTY_CHECK_SERVICE,
  propertyAddress,
  SKIPPED_TIME_MESSAGE,
  VISIT_MESSAGES,
  type VisitPlanCreated,
  type VisitPlanValues,
  type VisitSummary,
  codeMessage,
} from '@ta/shared';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../repositories.js';
import type { PropertyRow } from './properties-repository.js';
import type { UserRecord } from '../accounts/index.js';
import * as activity from './home-watch-events.js';
import { loadOpenDays, type OpenDays } from '../appointments/index.js';
import type { ServiceContext } from '../service-context.js';
import { tellOfAddedVisit } from './visit-added-notices.js';

/** A checked single visit (singleVisitInputSchema's output). */
export interface SingleVisitValues {
  date: string;
  startTime: string;
  staffId: number;
}

type Person = Pick<UserRecord, 'id' | 'firstName' | 'lastName'>;

/** A visit lasts as long as the property-check service (an hour if it was removed). */
const DEFAULT_VISIT_MINUTES = 60;

/** `time` (HH:mm) plus some minutes, or undefined when that is past midnight. */
export function timeAfter(time: string, minutes: number): string | undefined {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  if (total >= 24 * 60) return undefined;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** 400 unless `staffId` is an active staff or admin account. */
async function assertStaff(repos: Repositories, staffId: number): Promise<void> {
  const staff = await repos.users.findById(staffId);
  if (!staff || !staff.active || !isBackOfficeRole(staff.role)) {
    throw badRequest('staff_required', { staffId: VISIT_MESSAGES.staffRequired });
  }
}

/** When a visit starting at `startTime` ends, by the service's duration; 400 past midnight. */
async function endTimeOf(repos: Repositories, startTime: string): Promise<string> {
  const service = await repos.serviceTypes.findByName(PROPERTY_CHECK_SERVICE);
  const endTime = timeAfter(startTime, service?.duration ?? DEFAULT_VISIT_MINUTES);
  if (!endTime) throw badRequest('plan_past_midnight', { startTime: PLAN_MESSAGES.pastMidnight });
  return endTime;
}

/**
 * The plan's days on open days only: a day the business is closed (no opening hours that weekday, or
 * a holiday) moves to the next open day, unless that reaches the next planned day or passes the last
 * day: then it is skipped. Both are answered, so the screen can say what happened.
 */
export function onOpenDays(planned: readonly string[], endsOn: string, open: OpenDays) {
  const dates: string[] = [];
  const moved: { from: string; to: string }[] = [];
  const skipped: string[] = [];
  planned.forEach((date, k) => {
    const next = planned[k + 1];
    const to = open.isOpen(date) ? date : open.nextOpen(date);
    if (to === date) dates.push(date);
    else if (to !== undefined && (next === undefined ? to <= endsOn : to < next)) {
      dates.push(to);
      moved.push({ from: date, to });
    } else skipped.push(date);
  });
  return { dates, moved, skipped };
}

/**
 * A property's home checks: a standing visit of the property-check service at the property's address
 * (docs/service-plans.md, "Home checks"), with its visits on the calendar at once, each stored as one
 * of the plan's booked days: every planned day (counted from the plan's
 * first day) that starts after `now`, up to the last day, on open days (`onOpenDays`). Blank days take
 * the owner's away dates; without those the plan is refused. A day on which the time does not exist
 * (the spring clock change) is left out.
 */
export async function createVisitPlan(
  ctx: ServiceContext,
  actor: Person,
  property: PropertyRow,
  values: VisitPlanValues,
  now: Date = new Date(),
): Promise<VisitPlanCreated> {
  const startsOn = values.startsOn ?? property.awayFrom;
  const endsOn = values.endsOn ?? property.awayUntil;
  if (!startsOn || !endsOn) {
    const field = startsOn ? 'endsOn' : 'startsOn';
    throw badRequest('plan_no_dates', { [field]: VISIT_MESSAGES.noDates });
  }
  if (endsOn < startsOn) throw badRequest('plan_end_before_start', { endsOn: VISIT_MESSAGES.endBeforeStart });
  if (endsOn > addDaysToDate(startsOn, MAX_PLAN_DAYS)) {
    throw badRequest('plan_too_long', { endsOn: PLAN_MESSAGES.tooLong });
  }
  const { repos } = ctx;
  await assertStaff(repos, values.staffId);
  const service = await repos.serviceTypes.findByName(PROPERTY_CHECK_SERVICE);
  if (!service) throw badRequest('service_required', { startTime: codeMessage('service_required') });
  const endTime = await endTimeOf(repos, values.startTime);
  const ahead = (date: string) =>
    isRealBusinessTime(date, values.startTime) && businessInstant(date, values.startTime) > now;
  const planned = planDates(values.frequency, startsOn, endsOn);
  const placed = onOpenDays(planned, endsOn, await loadOpenDays(ctx, startsOn));
  const dates = placed.dates.filter(ahead);
  const moved = placed.moved.filter((m) => ahead(m.to));
  const skipped = placed.skipped.filter(ahead);
  if (dates.length === 0) {
    const code = skipped.length > 0 ? 'plan_all_closed' : 'plan_nothing_ahead';
    throw badRequest(code, { startsOn: codeMessage(code) });
  }

  // The plan, its visits (its booked days) and the event are stored together or not at all.
  const planId = await ctx.inTransaction(async (tx) => {
    const id = await tx.repos.plans.create({
      clientId: property.clientId,
      serviceTypeId: service.id,
      repeats: values.frequency,
      startsOn,
      endsOn,
      days: [],
      startTime: values.startTime,
      county: property.county,
      location: propertyAddress(property),
      staffId: values.staffId,
      billing: 'visit',
      monthlyPriceCents: null,
      propertyId: property.id,
      createdById: actor.id,
    });
    for (const date of dates) {
      const visitId = await tx.repos.visits.create({
        propertyId: property.id,
        date,
        startTime: values.startTime,
        endTime,
        staffId: values.staffId,
        kind: 'routine',
      });
      await tx.repos.plans.recordPropertyVisit(id, date, visitId);
    }
    await tx.repos.events.record(
      activity.visitPlanCreated(actor, property, { ...values, startsOn, endsOn }, dates.length),
    );
    return id;
  });
  const plan = (await repos.plans.listForProperty(property.id, businessToday(now))).find((p) => p.id === planId);
  if (!plan) throw notFound('plan_not_found');
  return { plan, created: dates.length, moved, skipped };
}

/**
 * One visit added by hand, from now on, for the property-check service's duration; the owner and
 * the staff member put down for it are told (`tellOfAddedVisit`).
 */
export async function addVisit(
  ctx: ServiceContext,
  actor: Person,
  property: PropertyRow,
  values: SingleVisitValues,
  now: Date = new Date(),
): Promise<VisitSummary> {
  const { repos } = ctx;
  if (!isRealBusinessTime(values.date, values.startTime)) {
    throw badRequest('skipped_time', { startTime: SKIPPED_TIME_MESSAGE });
  }
  if (businessInstant(values.date, values.startTime) <= now) {
    throw badRequest('plan_date_past', { date: PLAN_MESSAGES.datePast });
  }
  await assertStaff(repos, values.staffId);
  const endTime = await endTimeOf(repos, values.startTime);
  // The visit, its event and its notices are stored together or not at all.
  return ctx.inTransaction(async (tx) => {
    const id = await tx.repos.visits.create({
      propertyId: property.id,
      date: values.date,
      startTime: values.startTime,
      endTime,
      staffId: values.staffId,
      kind: 'routine',
    });
    await tx.repos.events.record(activity.visitAdded(actor, property, values));
    const visit = await tx.repos.visits.summary(id, now);
    if (!visit) throw notFound('visit_not_found');
    await tellOfAddedVisit(tx, actor, property.clientId, visit);
    return visit;
  });
}
