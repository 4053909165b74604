import {
  ADMIN_APPOINTMENT_MESSAGES as MESSAGES,
  businessToday,
  isAdminRole,
  isLateCancellation,
  isRealBusinessTime,
  SKIPPED_TIME_MESSAGE,
  openingHoursProblem,
  OUTSIDE_HOURS_MESSAGE,
  type AdminContact,
  type AppointmentCreateInput,
  OPENING_HOURS_TEXT,
} from '@ta/shared';
import { requestFeedback } from '../feedback/index.js';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import { conflict, badRequest, forbidden, notFound } from '../../lib/http-errors.js';
import type { Repositories } from '../repositories.js';
import type { AppointmentRecord } from './appointments-repository.js';
import type { AppointmentChanges } from './staff-appointment-queries.js';
import type { StaffContact, UserRecord } from '../accounts/index.js';
import * as activity from './appointment-events.js';
import { checkChangeable } from './client-changes.js';
import {
  sendAppointmentChangeNotice,
  sendAppointmentConfirmation,
  sendCancellationNotice,
} from './client-appointment-emails.js';
import { textAboutAppointment } from './appointment-texts.js';
import { tellOfficeOfClientCancellation, sendWorkGivenNotice } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The service must exist and be offered; the staff member must be an active staff or admin account
 * (a client's id or a deactivated one is refused before anything changes). Returns that staff member.
 */
async function checkReferences(
  repos: Repositories,
  refs: { serviceTypeId?: number; staffId?: number | null },
): Promise<StaffContact | undefined> {
  if (refs.serviceTypeId !== undefined && !(await repos.serviceTypes.findActiveById(refs.serviceTypeId))) {
    throw badRequest('service_required', { serviceTypeId: MESSAGES.serviceRequired });
  }
  if (refs.staffId === undefined || refs.staffId === null) return undefined;
  const staff = await repos.staff.findActive(refs.staffId);
  if (!staff) throw badRequest('staff_required', { staffId: MESSAGES.staffInvalid });
  return staff;
}

/** The staff member put down to attend hears of it, unless they did it themselves. */
async function tellStaffOfAppointment(
  ctx: ServiceContext,
  actor: UserRecord,
  staff: StaffContact | undefined,
  appointment: AppointmentRecord,
) {
  if (!staff || staff.id === actor.id || appointment.status === 'cancelled') return;
  await sendWorkGivenNotice(ctx.mailer, ctx.publicUrl, staff, actor, { kind: 'appointment', appointment });
}

/** What staff fill in when they book: the client's details come from the form or from a request. */
export type AppointmentBooking = Omit<AppointmentCreateInput, 'clientName' | 'clientEmail' | 'clientPhone'>;

/**
 * Staff book an appointment. Typed in (POST /api/admin/appointments), it belongs to no account:
 * accounts are never matched by e-mail. Scheduled from a request (POST /api/contact/{id}/schedule),
 * it carries the requester's name, e-mail and phone, belongs to the request's account when it has
 * one and is linked to the request, and a new request moves to in-progress (the confirmation tells
 * the requester so; no second e-mail). The client gets the confirmation with an .ics file; the staff
 * member put down to attend, when it is someone else, is told by e-mail.
 */
export async function createStaffAppointment(
  ctx: ServiceContext,
  actor: UserRecord,
  booking: AppointmentBooking,
  client: Pick<AppointmentCreateInput, 'clientName' | 'clientEmail' | 'clientPhone'> | { request: AdminContact },
): Promise<AppointmentRecord> {
  // The appointment, its activity event and its e-mails are stored together or not at all.
  return ctx.inTransaction(async (tx) => {
    const staff = await checkReferences(tx.repos, booking);
    const request = 'request' in client ? client.request : undefined;
    const appointment = await tx.repos.appointments.create({
      ...('request' in client
        ? {
            clientId: client.request.userId,
            contactRequestId: client.request.id,
            clientName: `${client.request.firstName} ${client.request.lastName}`.trim(),
            clientEmail: client.request.email,
            clientPhone: client.request.phone || null,
          }
        : {
            clientId: null,
            contactRequestId: null,
            clientName: client.clientName,
            clientEmail: client.clientEmail,
            clientPhone: client.clientPhone ?? null,
          }),
      serviceTypeId: booking.serviceTypeId,
      staffId: booking.staffId ?? null,
      appointmentDate: booking.appointmentDate,
      startTime: booking.startTime,
      endTime: booking.endTime,
      status: booking.status,
      notes: booking.notes ?? null,
      location: booking.location ?? null,
    });
    const started = request !== undefined && (await tx.repos.contactRequests.startIfNew(request.id));
    await tx.repos.events.record(
      request
        ? activity.appointmentScheduled(actor, appointment, request, started)
        : activity.appointmentBooked(actor, appointment),
    );
    if (appointment.status !== 'cancelled') await sendAppointmentConfirmation(tx, appointment);
    await tellStaffOfAppointment(tx, actor, staff, appointment);
    return appointment;
  });
}

/**
 * Staff edit an appointment (PATCH /api/appointments/{id} with a status, or
 * /api/admin/appointments/{id} with any fields). The client hears of what concerns them:
 * a cancellation, a new date, time or place, or an appointment put back after a cancellation.
 * A new date or time outside opening hours needs `outsideHoursConfirmed` (decision 023); other
 * changes to an appointment already booked outside them do not ask again.
 */
export async function updateStaffAppointment(
  ctx: ServiceContext,
  actor: UserRecord,
  id: number,
  { outsideHoursConfirmed, ...changes }: AppointmentChanges & { outsideHoursConfirmed?: boolean | undefined },
): Promise<AppointmentRecord> {
  return ctx.inTransaction(async (tx) => {
    const before = await tx.repos.appointments.findById(id);
    if (!before) throw notFound('appointment_not_found');
    // Whoever holds a home-watch visit reads the house's codes: only an admin gives or takes it
    // (docs/home-watch.md, "Who is given a visit").
    const reassigning = changes.staffId !== undefined && changes.staffId !== before.staffId;
    if (reassigning && !isAdminRole(actor.role) && (await tx.repos.visits.isVisitAppointment(id))) {
      throw forbidden('admin_assigns_home_watch');
    }

    // One of the two times may come alone: check it against the stored other one.
    const start = changes.startTime ?? before.startTime;
    const end = changes.endTime ?? before.endTime;
    if (end <= start) throw badRequest('end_before_start', { endTime: MESSAGES.endBeforeStart });
    // The same for the spring-forward hour: a new date, or a new time, against the stored other.
    const date = changes.appointmentDate ?? before.appointmentDate;
    for (const [field, time] of [
      ['startTime', start],
      ['endTime', end],
    ] as const) {
      const retimed = changes.appointmentDate !== undefined || changes[field] !== undefined;
      if (retimed && !isRealBusinessTime(date, time)) {
        throw badRequest('skipped_time', { [field]: SKIPPED_TIME_MESSAGE });
      }
    }
    const moved = date !== before.appointmentDate || start !== before.startTime || end !== before.endTime;
    if (moved && outsideHoursConfirmed !== true && openingHoursProblem(date, start, end) !== null) {
      throw badRequest(
        'outside_hours',
        { hours: OPENING_HOURS_TEXT },
        { outsideHoursConfirmed: OUTSIDE_HOURS_MESSAGE },
      );
    }
    const newStaff = await checkReferences(tx.repos, {
      ...(changes.serviceTypeId !== undefined && changes.serviceTypeId !== before.serviceTypeId
        ? { serviceTypeId: changes.serviceTypeId }
        : {}),
      ...(reassigning ? { staffId: changes.staffId } : {}),
    });

    // Every cancellation keeps when it happened and whether inside the late-cancellation window
    // (the 24-hour fee rule, e.g. staff cancelling after the client phoned); putting it back clears both.
    const now = new Date();
    const cancelling = changes.status === 'cancelled' && before.status !== 'cancelled';
    const restoring = changes.status !== undefined && changes.status !== 'cancelled' && before.status === 'cancelled';
    const after = await tx.repos.appointments.update(id, {
      ...changes,
      ...(cancelling && {
        cancelledAt: now.toISOString(),
        cancelledLate: isLateCancellation({ appointmentDate: date, startTime: start }, now),
      }),
      ...(restoring && { cancelledAt: null, cancelledLate: false }),
    });
    if (!after) throw notFound('appointment_not_found');

    const event = activity.appointmentUpdated(actor, before, after);
    if (!event) return after;
    await tx.repos.events.record(event);

    const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
    if (cancelled) {
      await sendCancellationNotice(tx, after, 'business');
      await textAboutAppointment(tx, after, 'cancelled');
    } else if (before.status === 'cancelled' && after.status !== 'cancelled') {
      await sendAppointmentConfirmation(tx, after);
    } else if (after.status !== 'cancelled') {
      const change = {
        time:
          before.appointmentDate !== after.appointmentDate ||
          before.startTime !== after.startTime ||
          before.endTime !== after.endTime,
        place: before.location !== after.location,
      };
      if (change.time || change.place) await sendAppointmentChangeNotice(tx, after, change);
      // A text says the new day and time; a new place alone is in the e-mail.
      if (change.time) await textAboutAppointment(tx, after, 'changed');
      // Marked completed by an edit rather than tapped Done: the client is asked for feedback all the same,
      // once (docs/feedback.md). A home check asks with its report.
      const completed = before.status !== 'completed' && after.status === 'completed';
      if (completed && !(await tx.repos.visits.isVisitAppointment(id))) await requestFeedback(tx, after);
    }
    await tellStaffOfAppointment(tx, actor, newStaff, after);
    return after;
  });
}

/** Staff delete an appointment (DELETE /api/appointments/{id} by staff): the row is removed. */
export async function deleteStaffAppointment(ctx: ServiceContext, actor: UserRecord, id: number): Promise<void> {
  return ctx.inTransaction(async (tx) => {
    const existing = await tx.repos.appointments.findById(id);
    if (!existing || !(await tx.repos.appointments.delete(id))) throw notFound('appointment_not_found');
    await tx.repos.events.record(activity.appointmentDeleted(actor, existing));
  });
}

/**
 * A client cancels their own appointment (DELETE /api/appointments/{id} by a client): the record
 * stays, with status cancelled. Someone else's appointment is "not found", and what has already
 * happened (completed, or an earlier day in New York) cannot be cancelled. The client gets the
 * notice (with the late-cancellation fee when it applies); the office and the staff member who was
 * to attend hear of it. A trusted contact with the `act` right cancels for the client: recorded as
 * done by them on the client's behalf.
 */
export async function cancelClientAppointment(
  ctx: ServiceContext,
  caller: ClientCaller,
  id: number,
): Promise<AppointmentRecord> {
  return ctx.inTransaction(async (tx) => {
    const { client, actor } = caller;
    const own = await tx.repos.appointments.findById(id);
    if (!own || own.clientId !== client.id) throw notFound('appointment_not_found');
    const now = new Date();
    if (own.status !== 'cancelled' && (own.status === 'completed' || own.appointmentDate < businessToday())) {
      throw conflict('appointment_past');
    }
    // Online only until the cut-off before the start; after it, the client calls (docs/booking.md).
    if (own.status !== 'cancelled') checkChangeable(own, await tx.repos.booking.changeCutoffHours(), now);
    const result = await tx.repos.appointments.cancelForClient(id, client.id, {
      late: isLateCancellation(own, now),
      now,
    });
    if (!result) throw notFound('appointment_not_found');
    const { appointment, changed } = result;
    if (changed) {
      await tx.repos.events.record(
        activity.appointmentCancelledByClient(actor, appointment, onBehalf(caller) ? client : undefined),
      );
      await sendCancellationNotice(tx, appointment, 'client');
      await textAboutAppointment(tx, appointment, 'cancelled');
      await tellOfficeOfClientCancellation(tx, appointment);
    }
    return appointment;
  });
}
