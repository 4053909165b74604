import { APPOINTMENT_STATUS_LABELS, type AdminContact, type AppointmentStatus, type VisitStep } from '@ta/shared';
import { aboutUser } from '../accounts/index.js';
import { forClient, nameOf, whoFor, type EventToRecord, type Person } from '../office/index.js';
import type { AppointmentRecord } from './appointments-repository.js';

/** The activity feed's events of appointments and of the availability that decides the times offered online. */
export type AppointmentEventType =
  | 'appointment.created'
  | 'appointment.scheduled'
  | 'appointment.updated'
  | 'appointment.cancelled'
  | 'appointment.deleted'
  | 'appointment.progress'
  | 'appointment.late-alert'
  | 'availability.opening-hours-changed'
  | 'availability.holiday-added'
  | 'availability.holiday-removed'
  | 'availability.cutoff-changed'
  | 'availability.service-rules-changed'
  | 'availability.staff-hours-changed'
  | 'availability.staff-services-changed'
  | 'availability.staff-counties-changed'
  | 'availability.time-off-added'
  | 'availability.time-off-removed';
type AppointmentEvent = EventToRecord<AppointmentEventType>;

/** An appointment as the subject of an event (the photos linked to it, the time on its job name it too). */
export const aboutAppointment = (actorId: number | null, appointmentId: number) =>
  ({ actorId, subjectType: 'appointment', subjectId: appointmentId }) as const;

// Appointments

/** Staff booked an appointment typed in on the appointments screen. */
export function appointmentBooked(actor: Person, appointment: AppointmentRecord): AppointmentEvent {
  return {
    type: 'appointment.created',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} booked ${appointment.serviceName ?? 'an appointment'} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime}`,
  };
}

/** Staff scheduled an appointment from a request; `started`: the request moved to in-progress. */
export function appointmentScheduled(
  actor: Person,
  appointment: AppointmentRecord,
  request: Pick<AdminContact, 'trackingToken'>,
  started: boolean,
): AppointmentEvent {
  return {
    type: 'appointment.scheduled',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} scheduled ${appointment.serviceName ?? 'an appointment'} for ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime} (request ${request.trackingToken}${started ? ', now In Progress' : ''})`,
  };
}

/** What changed on an appointment, in words. */
function appointmentChanges(before: AppointmentRecord, after: AppointmentRecord): string[] {
  const changes: string[] = [];
  if (before.status !== after.status) {
    changes.push(`status ${APPOINTMENT_STATUS_LABELS[before.status]} → ${APPOINTMENT_STATUS_LABELS[after.status]}`);
  }
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

/** Staff edited an appointment (a cancellation is its own type); undefined when nothing changed. */
export function appointmentUpdated(
  actor: Person,
  before: AppointmentRecord,
  after: AppointmentRecord,
): AppointmentEvent | undefined {
  const changes = appointmentChanges(before, after);
  if (changes.length === 0) return undefined;
  const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
  return {
    type: cancelled ? 'appointment.cancelled' : 'appointment.updated',
    ...aboutAppointment(actor.id, after.id),
    summary: `${nameOf(actor)} updated the appointment of ${after.clientName} on ${after.appointmentDate}: ${changes.join(', ')}`,
  };
}

/** Staff deleted an appointment. */
export function appointmentDeleted(actor: Person, appointment: AppointmentRecord): AppointmentEvent {
  return {
    type: 'appointment.deleted',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} deleted the appointment of ${appointment.clientName} on ${appointment.appointmentDate}`,
  };
}

/** What the feed says of each step of a visit. */
const VISIT_STEP_WORDS: Record<VisitStep, string> = {
  on_my_way: 'is on the way to',
  arrived: 'arrived at',
  done: 'finished',
};

/**
 * The staff member (or an admin for them) tapped a step of a visit (docs/visit-status.md);
 * `statusBefore` tells whether the step moved the appointment's status.
 */
export function visitStepTapped(
  actor: Person,
  appointment: AppointmentRecord,
  step: VisitStep,
  statusBefore: AppointmentStatus,
): AppointmentEvent {
  const moved =
    statusBefore === appointment.status
      ? ''
      : ` (status ${APPOINTMENT_STATUS_LABELS[statusBefore]} → ${APPOINTMENT_STATUS_LABELS[appointment.status]})`;
  return {
    type: 'appointment.progress',
    ...aboutAppointment(actor.id, appointment.id),
    summary: `${nameOf(actor)} ${VISIT_STEP_WORDS[step]} the visit of ${appointment.clientName} on ${appointment.appointmentDate} at ${appointment.startTime}${moved}`,
  };
}

/** The office was alerted that a visit had not started 30 minutes after its start. */
export function visitLateAlerted(visit: {
  appointmentId: number;
  clientName: string;
  date: string;
  startTime: string;
}) {
  return {
    type: 'appointment.late-alert',
    ...aboutAppointment(null, visit.appointmentId),
    summary: `Not started 30 minutes after its start: the visit of ${visit.clientName} on ${visit.date} at ${visit.startTime}; the office was e-mailed`,
  } satisfies AppointmentEvent;
}

/** A client cancelled their own appointment, or a trusted contact did for them (`onBehalfOf`). */
export function appointmentCancelledByClient(
  actor: Person,
  appointment: AppointmentRecord,
  onBehalfOf?: Person,
): AppointmentEvent {
  return forClient(
    {
      type: 'appointment.cancelled',
      ...aboutAppointment(actor.id, appointment.id),
      summary: onBehalfOf
        ? `${whoFor(actor, onBehalfOf)} cancelled the appointment on ${appointment.appointmentDate} at ${appointment.startTime}`
        : `${appointment.clientName} cancelled their appointment on ${appointment.appointmentDate} at ${appointment.startTime}`,
    },
    onBehalfOf,
  );
}

/**
 * A client (or a trusted contact for them, `onBehalfOf`) moved their appointment to another open time
 * (docs/booking.md, "Changes by the client and the cut-off").
 */
export function appointmentMovedByClient(
  actor: Person,
  before: AppointmentRecord,
  after: AppointmentRecord,
  onBehalfOf?: Person,
): AppointmentEvent {
  const moved = `from ${before.appointmentDate} at ${before.startTime} to ${after.appointmentDate} at ${after.startTime}`;
  return forClient(
    {
      type: 'appointment.updated',
      ...aboutAppointment(actor.id, after.id),
      summary: onBehalfOf
        ? `${whoFor(actor, onBehalfOf)} moved the appointment ${moved}`
        : `${after.clientName} moved their appointment ${moved}`,
    },
    onBehalfOf,
  );
}

// Availability (docs/booking.md, "Availability screens"): what decides the times offered online.

/** An admin changed something of the business's calendar (opening hours, a holiday, the cut-off). */
export function businessAvailabilityChanged(
  actor: Person,
  change:
    | { kind: 'opening-hours' }
    | { kind: 'holiday-added' | 'holiday-removed'; day: string; name: string }
    | { kind: 'cutoff'; hours: number },
): AppointmentEvent {
  const who = nameOf(actor);
  const about = { actorId: actor.id, subjectType: null, subjectId: null };
  switch (change.kind) {
    case 'opening-hours':
      return { type: 'availability.opening-hours-changed', ...about, summary: `${who} changed the opening hours` };
    case 'holiday-added':
      return {
        type: 'availability.holiday-added',
        ...about,
        summary: `${who} added the holiday “${change.name}” on ${change.day}`,
      };
    case 'holiday-removed':
      return {
        type: 'availability.holiday-removed',
        ...about,
        summary: `${who} removed the holiday “${change.name}” on ${change.day}`,
      };
    case 'cutoff':
      return {
        type: 'availability.cutoff-changed',
        ...about,
        summary: `${who} set online changes to close ${change.hours} ${change.hours === 1 ? 'hour' : 'hours'} before a visit`,
      };
  }
}

/** An admin changed a service's booking rules. */
export function serviceRulesChanged(actor: Person, service: { id: number; name: string }): AppointmentEvent {
  return {
    type: 'availability.service-rules-changed',
    actorId: actor.id,
    subjectType: 'service_type',
    subjectId: service.id,
    summary: `${nameOf(actor)} changed the booking rules of ${service.name}`,
  };
}

/** An admin changed a staff member's availability. */
export function staffAvailabilityChanged(
  actor: Person,
  staff: Person,
  change:
    | { kind: 'hours' | 'services' | 'counties' }
    | { kind: 'time-off-added' | 'time-off-removed'; firstDay: string; lastDay: string },
): AppointmentEvent {
  const about = aboutUser(actor.id, staff.id);
  const whose = `${nameOf(staff)}’s`;
  const days = (c: { firstDay: string; lastDay: string }) =>
    c.firstDay === c.lastDay ? c.firstDay : `${c.firstDay} to ${c.lastDay}`;
  switch (change.kind) {
    case 'hours':
    case 'services':
    case 'counties':
      return {
        type: `availability.staff-${change.kind}-changed`,
        ...about,
        summary: `${nameOf(actor)} changed ${whose} ${change.kind === 'hours' ? 'working hours' : change.kind}`,
      };
    case 'time-off-added':
      return {
        type: 'availability.time-off-added',
        ...about,
        summary: `${nameOf(actor)} added time off for ${nameOf(staff)}: ${days(change)}`,
      };
    case 'time-off-removed':
      return {
        type: 'availability.time-off-removed',
        ...about,
        summary: `${nameOf(actor)} removed time off of ${nameOf(staff)}: ${days(change)}`,
      };
  }
}
