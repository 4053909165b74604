import {
  AVAILABILITY_MESSAGES as M,
  businessToday,
  isCalendarDate,
  type BookingSettings,
  type Holiday,
  type HolidayValues,
  type OpeningHoursValues,
  type ServiceRules,
  type ServiceRulesPatch,
  type StaffAvailability,
  type StaffHoursValues,
  type TimeOffValues,
} from '@ta/shared';
import type { UserRecord } from '../accounts/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import * as activity from './appointment-events.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The availability screens' services (docs/booking.md, "Availability screens"): the business's
 * opening hours, holidays and change cut-off; each service's booking rules; each active staff or admin
 * account's hours, time off, services and counties. Lists edited as a whole are replaced whole
 * (decision 043). Every change is stored with its activity event in one transaction.
 */

type StaffMember = StaffAvailability['staff'];
type StaffChange = Parameters<typeof activity.staffAvailabilityChanged>[2];

export function openingHours(ctx: ServiceContext): Promise<OpeningHoursValues> {
  return ctx.repos.availability.openingHours();
}

export function replaceOpeningHours(
  ctx: ServiceContext,
  actor: UserRecord,
  input: OpeningHoursValues,
): Promise<OpeningHoursValues> {
  return ctx.inTransaction(async (tx) => {
    await tx.repos.availability.replaceOpeningHours(input);
    await tx.repos.events.record(activity.businessAvailabilityChanged(actor, { kind: 'opening-hours' }));
    return tx.repos.availability.openingHours();
  });
}

/** Holidays from today on: past ones no longer change any time offered. */
export function upcomingHolidays(ctx: ServiceContext): Promise<Holiday[]> {
  return ctx.repos.availability.holidaysFrom(businessToday());
}

/** A new holiday; 409 when the day is one already. */
export function addHoliday(ctx: ServiceContext, actor: UserRecord, input: HolidayValues): Promise<void> {
  return ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.availability.addHoliday(input))) throw conflict('holiday_exists', { day: M.holidayExists });
    await tx.repos.events.record(activity.businessAvailabilityChanged(actor, { kind: 'holiday-added', ...input }));
  });
}

/** Removes the holiday on `day` (as the URL gives it); 404 when there is none. */
export function removeHoliday(ctx: ServiceContext, actor: UserRecord, day: string): Promise<void> {
  return ctx.inTransaction(async (tx) => {
    const holiday = isCalendarDate(day) ? await tx.repos.availability.holiday(day) : undefined;
    if (!holiday || !(await tx.repos.availability.removeHoliday(holiday.day))) throw notFound('holiday_not_found');
    await tx.repos.events.record(activity.businessAvailabilityChanged(actor, { kind: 'holiday-removed', ...holiday }));
  });
}

export async function bookingSettings(ctx: ServiceContext): Promise<BookingSettings> {
  return { changeCutoffHours: await ctx.repos.booking.changeCutoffHours() };
}

/** Sets the change cut-off; the feed hears of it only when it changed. */
export function setBookingSettings(
  ctx: ServiceContext,
  actor: UserRecord,
  { changeCutoffHours: hours }: BookingSettings,
): Promise<BookingSettings> {
  return ctx.inTransaction(async (tx) => {
    const before = await tx.repos.booking.changeCutoffHours();
    await tx.repos.booking.setChangeCutoffHours(hours, actor.id);
    if (before !== hours) {
      await tx.repos.events.record(activity.businessAvailabilityChanged(actor, { kind: 'cutoff', hours }));
    }
    return { changeCutoffHours: hours };
  });
}

export function serviceRules(ctx: ServiceContext): Promise<ServiceRules[]> {
  return ctx.repos.availability.serviceRules();
}

/** Changes a service's booking rules; 404 when there is no such service. */
export function updateServiceRules(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  patch: ServiceRulesPatch,
): Promise<ServiceRules> {
  return ctx.inTransaction(async (tx) => {
    if (!(await tx.repos.availability.updateServiceRules(id, patch))) throw notFound('service_not_found');
    const service = await tx.repos.availability.serviceRule(id);
    if (!service) throw notFound('service_not_found');
    await tx.repos.events.record(activity.serviceRulesChanged(actor, service));
    return service;
  });
}

/** A staff member's availability: only active staff and admin accounts have one (404 otherwise). */
async function staffMember(ctx: ServiceContext, staffId: number): Promise<StaffMember> {
  const member = await ctx.repos.availability.staffMember(staffId);
  if (!member) throw notFound('staff_not_found');
  return member;
}

const availabilityOf = (ctx: ServiceContext, member: StaffMember) =>
  ctx.repos.availability.staffAvailability(member, businessToday());

export async function staffAvailability(ctx: ServiceContext, staffId: number): Promise<StaffAvailability> {
  return availabilityOf(ctx, await staffMember(ctx, staffId));
}

/**
 * One change to a staff member's availability: `change` writes it (and may refuse it), then its
 * activity event is recorded with it. Answers the availability as it is after the change.
 */
function changeStaffAvailability(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  change: (tx: ServiceContext, member: StaffMember) => Promise<StaffChange>,
): Promise<StaffAvailability> {
  return ctx.inTransaction(async (tx) => {
    const member = await staffMember(tx, staffId);
    const done = await change(tx, member);
    await tx.repos.events.record(activity.staffAvailabilityChanged(actor, member, done));
    return availabilityOf(tx, member);
  });
}

export function replaceStaffHours(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  input: StaffHoursValues,
): Promise<StaffAvailability> {
  return changeStaffAvailability(ctx, actor, staffId, async (tx, member) => {
    await tx.repos.availability.replaceStaffHours(member.id, input);
    return { kind: 'hours' };
  });
}

/** 400 when one of the services is not listed. */
export function replaceStaffServices(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  serviceIds: readonly number[],
): Promise<StaffAvailability> {
  return changeStaffAvailability(ctx, actor, staffId, async (tx, member) => {
    const existing = await tx.repos.availability.existingServiceIds(serviceIds);
    if (existing.length !== serviceIds.length) {
      throw badRequest('services_not_listed', { serviceIds: M.serviceInvalid });
    }
    await tx.repos.availability.replaceStaffServices(member.id, serviceIds);
    return { kind: 'services' };
  });
}

export function replaceStaffCounties(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  counties: readonly string[],
): Promise<StaffAvailability> {
  return changeStaffAvailability(ctx, actor, staffId, async (tx, member) => {
    await tx.repos.availability.replaceStaffCounties(member.id, counties);
    return { kind: 'counties' };
  });
}

export function addTimeOff(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  input: TimeOffValues,
): Promise<StaffAvailability> {
  return changeStaffAvailability(ctx, actor, staffId, async (tx, member) => {
    await tx.repos.availability.addTimeOff(member.id, input);
    return { kind: 'time-off-added', ...input };
  });
}

/** Removes one of the staff member's time off (`timeOffId` undefined: the URL named none); 404 when missing. */
export function removeTimeOff(
  ctx: ServiceContext,
  actor: UserRecord,
  staffId: number,
  timeOffId: number | undefined,
): Promise<void> {
  return ctx.inTransaction(async (tx) => {
    const member = await staffMember(tx, staffId);
    if (timeOffId === undefined) throw notFound('time_off_not_found');
    const timeOff = await tx.repos.availability.timeOff(member.id, timeOffId);
    if (!timeOff || !(await tx.repos.availability.removeTimeOff(member.id, timeOff.id))) {
      throw notFound('time_off_not_found');
    }
    await tx.repos.events.record(
      activity.staffAvailabilityChanged(actor, member, { kind: 'time-off-removed', ...timeOff }),
    );
  });
}
