import {
  ADMIN_APPOINTMENT_MESSAGES as MESSAGES,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  APPOINTMENT_STATUS_LABELS,
  isRealBusinessTime,
  SKIPPED_TIME_MESSAGE,
  openingHoursProblem,
  OUTSIDE_HOURS_MESSAGE,
  type AppointmentCreateInput,
  type AppointmentStatus,
} from '@ta/shared';
import { badRequest, notFound } from '../lib/http-errors.js';
import type { Repositories } from '../plugins/app/repositories.js';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import type { AppointmentChanges } from '../repositories/staff-appointment-queries.js';
import type { StaffContact } from '../repositories/staff-directory-queries.js';
import type { UserRecord } from '../repositories/users-repository.js';
import { sendAppointmentConfirmation } from './appointment-emails.js';
import { sendAppointmentChangeNotice, sendStaffCancellationNotice } from './appointment-notices.js';
import type { Mailer } from './mailer.js';
import { sendWorkGivenNotice } from './staff-emails.js';

export interface AppointmentChangeContext {
  repos: Repositories;
  mailer: Mailer;
  publicUrl: string;
}

const label = (status: string) => APPOINTMENT_STATUS_LABELS[status as AppointmentStatus] ?? status;
const fullName = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

/**
 * The service must exist and be offered; the staff member must be an active staff or admin account
 * (a client's id or a deactivated one is refused before anything changes). Returns that staff member.
 */
async function checkReferences(
  repos: Repositories,
  refs: { serviceTypeId?: number; staffId?: number | null },
): Promise<StaffContact | undefined> {
  if (refs.serviceTypeId !== undefined && !(await repos.serviceTypes.findActiveById(refs.serviceTypeId))) {
    throw badRequest(MESSAGES.serviceRequired, { serviceTypeId: MESSAGES.serviceRequired });
  }
  if (refs.staffId === undefined || refs.staffId === null) return undefined;
  const staff = await repos.staff.findActive(refs.staffId);
  if (!staff) throw badRequest(MESSAGES.staffInvalid, { staffId: MESSAGES.staffInvalid });
  return staff;
}

/** The staff member put down to attend hears of it, unless they did it themselves. */
export async function tellStaffOfAppointment(
  ctx: AppointmentChangeContext,
  actor: UserRecord,
  staff: StaffContact | undefined,
  appointment: AppointmentRecord,
) {
  if (!staff || staff.id === actor.id || appointment.status === 'cancelled') return;
  await sendWorkGivenNotice(ctx.mailer, ctx.publicUrl, staff, actor, { kind: 'appointment', appointment });
}

/**
 * Staff book an appointment (POST /api/admin/appointments). It belongs to no account: accounts
 * are never matched by e-mail. The client gets the confirmation with an .ics file.
 */
export async function createStaffAppointment(
  ctx: AppointmentChangeContext,
  actor: UserRecord,
  input: AppointmentCreateInput,
): Promise<AppointmentRecord> {
  const staff = await checkReferences(ctx.repos, input);
  const appointment = await ctx.repos.appointments.create({
    clientId: null,
    contactRequestId: null,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientPhone: input.clientPhone ?? null,
    serviceTypeId: input.serviceTypeId,
    staffId: input.staffId ?? null,
    appointmentDate: input.appointmentDate,
    startTime: input.startTime,
    endTime: input.endTime,
    status: input.status,
    notes: input.notes ?? null,
    location: input.location ?? null,
  });
  await ctx.repos.events.record({
    type: 'appointment.created',
    actorId: actor.id,
    subjectType: 'appointment',
    subjectId: appointment.id,
    summary: `${fullName(actor)} booked ${appointment.serviceName ?? 'an appointment'} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime}`,
  });
  if (appointment.status !== 'cancelled') await sendAppointmentConfirmation(ctx.mailer, ctx.publicUrl, appointment);
  await tellStaffOfAppointment(ctx, actor, staff, appointment);
  return appointment;
}

/** What changed, in words for the activity feed. */
function describeChanges(before: AppointmentRecord, after: AppointmentRecord): string[] {
  const changes: string[] = [];
  if (before.status !== after.status) changes.push(`status ${label(before.status)} → ${label(after.status)}`);
  if (before.appointmentDate !== after.appointmentDate || before.startTime !== after.startTime) {
    changes.push(`moved to ${after.appointmentDate} at ${after.startTime}`);
  } else if (before.endTime !== after.endTime) changes.push(`ends at ${after.endTime}`);
  if (before.location !== after.location) changes.push('place');
  if (before.serviceTypeId !== after.serviceTypeId) changes.push(`service to ${after.serviceName ?? 'none'}`);
  if (before.staffId !== after.staffId) changes.push(after.staffName ? `staff to ${after.staffName}` : 'staff removed');
  if (
    before.clientName !== after.clientName ||
    before.clientEmail !== after.clientEmail ||
    before.clientPhone !== after.clientPhone
  ) {
    changes.push('client details');
  }
  if (before.notes !== after.notes) changes.push('notes');
  return changes;
}

/**
 * Staff edit an appointment (PATCH /api/appointments/{id} with a status, or
 * /api/admin/appointments/{id} with any fields). The client hears of what concerns them:
 * a cancellation, a new date, time or place, or an appointment put back after a cancellation.
 * A new date or time outside opening hours needs `outsideHoursConfirmed` (decision 023); other
 * changes to an appointment already booked outside them do not ask again.
 */
export async function updateStaffAppointment(
  ctx: AppointmentChangeContext,
  actor: UserRecord,
  id: number,
  { outsideHoursConfirmed, ...changes }: AppointmentChanges & { outsideHoursConfirmed?: boolean | undefined },
): Promise<AppointmentRecord> {
  const before = await ctx.repos.appointments.findById(id);
  if (!before) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);

  // One of the two times may come alone: check it against the stored other one.
  const start = changes.startTime ?? before.startTime;
  const end = changes.endTime ?? before.endTime;
  if (end <= start) throw badRequest(MESSAGES.endBeforeStart, { endTime: MESSAGES.endBeforeStart });
  // The same for the spring-forward hour: a new date, or a new time, against the stored other.
  const date = changes.appointmentDate ?? before.appointmentDate;
  for (const [field, time] of [
    ['startTime', start],
    ['endTime', end],
  ] as const) {
    const retimed = changes.appointmentDate !== undefined || changes[field] !== undefined;
    if (retimed && !isRealBusinessTime(date, time)) {
      throw badRequest(SKIPPED_TIME_MESSAGE, { [field]: SKIPPED_TIME_MESSAGE });
    }
  }
  const moved = date !== before.appointmentDate || start !== before.startTime || end !== before.endTime;
  if (moved && outsideHoursConfirmed !== true && openingHoursProblem(date, start, end) !== null) {
    throw badRequest(OUTSIDE_HOURS_MESSAGE, { outsideHoursConfirmed: OUTSIDE_HOURS_MESSAGE });
  }
  const newStaff = await checkReferences(ctx.repos, {
    ...(changes.serviceTypeId !== undefined && changes.serviceTypeId !== before.serviceTypeId
      ? { serviceTypeId: changes.serviceTypeId }
      : {}),
    ...(changes.staffId !== undefined && changes.staffId !== before.staffId ? { staffId: changes.staffId } : {}),
  });

  const after = await ctx.repos.appointments.update(id, changes);
  if (!after) throw notFound(APPOINTMENT_NOT_FOUND_MESSAGE);

  const changed = describeChanges(before, after);
  if (changed.length === 0) return after;
  const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
  await ctx.repos.events.record({
    type: cancelled ? 'appointment.cancelled' : 'appointment.updated',
    actorId: actor.id,
    subjectType: 'appointment',
    subjectId: id,
    summary: `${fullName(actor)} updated the appointment of ${after.clientName} on ${after.appointmentDate}: ${changed.join(', ')}`,
  });

  if (cancelled) {
    await sendStaffCancellationNotice(ctx.mailer, ctx.publicUrl, after);
  } else if (before.status === 'cancelled' && after.status !== 'cancelled') {
    await sendAppointmentConfirmation(ctx.mailer, ctx.publicUrl, after);
  } else if (after.status !== 'cancelled') {
    const change = {
      time:
        before.appointmentDate !== after.appointmentDate ||
        before.startTime !== after.startTime ||
        before.endTime !== after.endTime,
      place: before.location !== after.location,
    };
    if (change.time || change.place) await sendAppointmentChangeNotice(ctx.mailer, ctx.publicUrl, after, change);
  }
  await tellStaffOfAppointment(ctx, actor, newStaff, after);
  return after;
}
