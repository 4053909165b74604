import {
  BOOKING_MESSAGES,
  beforeChangeCutoff,
  businessInstant,
  type AppointmentStatus,
  type ClientAppointment,
  type MoveSlotAnswer,
  type MoveSlotQueryInput,
  type SlotPick,
} from '@ta/shared';
import { onBehalf, type ClientCaller } from '../circle/index.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { toClientAppointment, type AppointmentRecord } from './appointments-repository.js';
import * as activity from './appointment-events.js';
import { slotWindow, toSlotAnswer } from './booking-slots.js';
import { sendAppointmentChangeNotice } from './client-appointment-emails.js';
import { textAboutAppointment } from './appointment-texts.js';
import { tellOfficeOfClientMove } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Changes by the client (docs/booking.md, "Changes by the client and the cut-off"): a client, or a
 * trusted contact with the `act` right, moves a visit to another open time or cancels it online until
 * the cut-off (the setting, 24 hours unless the owner sets another) before its start; after it, they
 * call. A visit cancelled, completed or under way is not changed online at all.
 */

const HOUR = 60 * 60 * 1000;
/** Statuses a visit is over or under way in: never changed online. */
const CLOSED: readonly AppointmentStatus[] = ['cancelled', 'completed', 'in-progress'];

type Visit = Pick<AppointmentRecord, 'appointmentDate' | 'startTime' | 'status' | 'onMyWayAt' | 'arrivedAt' | 'doneAt'>;

/** Not cancelled, completed or under way (no step of the visit tapped yet). */
export function openForChange(visit: Visit): boolean {
  return !CLOSED.includes(visit.status) && !visit.onMyWayAt && !visit.arrivedAt && !visit.doneAt;
}

/** The instant (ISO) until which an open visit may be changed online: its start less the cut-off. */
export function changeableUntil(visit: Visit, cutoffHours: number): string | null {
  if (!openForChange(visit)) return null;
  const start = businessInstant(visit.appointmentDate, visit.startTime).getTime();
  return new Date(start - cutoffHours * HOUR).toISOString();
}

/**
 * 409 unless the client may change the visit online now: `notChangeable` for a visit closed or
 * already begun, `tooLateToChange` after the cut-off.
 */
export function checkChangeable(visit: Visit, cutoffHours: number, now: Date): void {
  const start = businessInstant(visit.appointmentDate, visit.startTime);
  if (!openForChange(visit) || start.getTime() <= now.getTime()) throw conflict('not_changeable');
  if (!beforeChangeCutoff(start, cutoffHours, now)) throw conflict('too_late_to_change');
}

/** The client's list with each visit's change window (GET /api/appointments for a client). */
export async function withChangeWindows(
  ctx: ServiceContext,
  appointments: ClientAppointment[],
): Promise<ClientAppointment[]> {
  const cutoffHours = await ctx.repos.booking.changeCutoffHours();
  const modes = new Map<number, boolean>();
  for (const a of appointments) {
    if (a.serviceTypeId === null || modes.has(a.serviceTypeId)) continue;
    const service = await ctx.repos.booking.bookingService(a.serviceTypeId);
    modes.set(a.serviceTypeId, service !== undefined && service.bookingMode !== 'call');
  }
  return appointments.map((a) => ({
    ...a,
    changeableUntil: changeableUntil(a, cutoffHours),
    changeCutoffHours: cutoffHours,
    movable: a.serviceTypeId !== null && modes.get(a.serviceTypeId) === true,
  }));
}

/** The client's own visit, else 404 (someone else's is "not found", as everywhere in the client area). */
async function ownVisit(ctx: ServiceContext, caller: ClientCaller, id: number): Promise<AppointmentRecord> {
  const visit = await ctx.repos.appointments.findById(id);
  if (!visit || visit.clientId !== caller.client.id) throw notFound('appointment_not_found');
  return visit;
}

/** The service of a visit when it can move online (it is offered and not arranged by phone); 409 otherwise. */
async function movableService(ctx: ServiceContext, visit: AppointmentRecord) {
  const service =
    visit.serviceTypeId === null ? undefined : await ctx.repos.booking.bookingService(visit.serviceTypeId);
  if (!service || service.bookingMode === 'call') throw conflict('not_changeable');
  return service;
}

/**
 * The open times a visit can move to (GET /api/appointments/{id}/slots): its service's open slots,
 * the visit itself not counted as busy. County rule: the visit's county when it was booked online
 * with one; when unknown (null: booked by staff or before counties), any staff member who does the
 * service may take it, whatever counties they cover, as the office arranged it that way.
 */
export async function slotsForMove(
  ctx: ServiceContext,
  caller: ClientCaller,
  id: number,
  query: MoveSlotQueryInput,
  now: Date = new Date(),
): Promise<MoveSlotAnswer> {
  const visit = await ownVisit(ctx, caller, id);
  const cutoffHours = await ctx.repos.booking.changeCutoffHours();
  checkChangeable(visit, cutoffHours, now);
  const service = await movableService(ctx, visit);
  const window = slotWindow(query, now);
  const open = await ctx.repos.booking.openDays(service, {
    ...window,
    county: service.atHome ? visit.county : null,
    now,
    excludeAppointmentId: visit.id,
  });
  return {
    // The visit's own time is not offered: it is the one the client already has.
    ...toSlotAnswer(service, window, open, now, { date: visit.appointmentDate, start: visit.startTime }),
    appointment: {
      id: visit.id,
      serviceName: visit.serviceName,
      appointmentDate: visit.appointmentDate,
      startTime: visit.startTime,
      endTime: visit.endTime,
      changeableUntil: changeableUntil(visit, cutoffHours) ?? '',
    },
  };
}

/**
 * Moves a client's visit to another open time (POST /api/appointments/{id}/move). The slot is taken
 * in the serialised claim, the visit not counted as busy: the staff member may change (the free one
 * with the fewest visits that day). The status follows the service's mode: `hold` goes back to
 * pending for staff to confirm the new time, `instant` is confirmed at once. The calendar SEQUENCE
 * goes up and the reminder is due again. The client gets the change notice with the calendar file;
 * the office and the staff who were and are to attend hear of it. Answers the visit as the client's list shows it.
 */
export async function moveClientAppointment(
  ctx: ServiceContext,
  caller: ClientCaller,
  id: number,
  pick: SlotPick,
  now: Date = new Date(),
): Promise<ClientAppointment> {
  const moved = await moveInTransaction(ctx, caller, id, pick, now);
  const [answer] = await withChangeWindows(ctx, [toClientAppointment(moved)]);
  if (!answer) throw notFound('appointment_not_found');
  return answer;
}

async function moveInTransaction(
  ctx: ServiceContext,
  caller: ClientCaller,
  id: number,
  pick: SlotPick,
  now: Date,
): Promise<AppointmentRecord> {
  // The checks, the claim, the move, its activity event and its e-mails are one transaction.
  return ctx.inTransaction(async (tx) => {
    const before = await ownVisit(tx, caller, id);
    const cutoffHours = await tx.repos.booking.changeCutoffHours();
    checkChangeable(before, cutoffHours, now);
    const service = await movableService(tx, before);
    if (pick.date === before.appointmentDate && pick.start === before.startTime) {
      throw badRequest('same_slot', { slot: BOOKING_MESSAGES.sameSlot });
    }
    const result = await tx.repos.booking.claim(
      {
        serviceTypeId: service.id,
        county: before.county,
        date: pick.date,
        start: pick.start,
        excludeAppointmentId: before.id,
      },
      now,
      // Inside the claim: the visit is still open and its time unchanged since it was read (another
      // tab may have cancelled or moved it), else nothing is written.
      (claimed) =>
        tx.repos.appointments.moveForClient(
          before,
          caller.client.id,
          {
            date: claimed.slot.date,
            start: claimed.slot.start,
            end: claimed.slot.end,
            staffId: claimed.staffId,
            status: service.bookingMode === 'instant' ? 'confirmed' : 'pending',
          },
          CLOSED,
          now,
        ),
    );
    if (result.status === 'not-bookable') throw conflict('not_changeable');
    if (result.status === 'taken') throw conflict('slot_taken');
    if (!result.value) throw conflict('not_changeable');

    const after = await tx.repos.appointments.findById(before.id);
    if (!after) throw notFound('appointment_not_found');
    await tx.repos.events.record(
      activity.appointmentMovedByClient(caller.actor, before, after, onBehalf(caller) ? caller.client : undefined),
    );
    await sendAppointmentChangeNotice(tx, after, { time: true, place: false });
    await textAboutAppointment(tx, after, 'changed');
    await tellOfficeOfClientMove(tx, before, after);
    return after;
  });
}
