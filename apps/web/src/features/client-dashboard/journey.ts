import { businessInstant, type ClientAppointment } from '@ta/shared';

/** The five stages of a client's journey, in order, with their progress values. */
export const JOURNEY_STAGE_IDS = ['inquiry', 'consultation', 'scheduling', 'service', 'follow-up'] as const;
export type JourneyStageId = (typeof JOURNEY_STAGE_IDS)[number];

export const JOURNEY_PROGRESS: Record<JourneyStageId, 20 | 40 | 60 | 80 | 100> = {
  inquiry: 20,
  consultation: 40,
  scheduling: 60,
  service: 80,
  'follow-up': 100,
};

type JourneyAppointment = Pick<ClientAppointment, 'status' | 'appointmentDate' | 'startTime'>;

interface JourneyFacts {
  /** The client's own requests; only whether there are any matters. */
  requests: readonly unknown[];
  appointments: readonly JourneyAppointment[];
  now: Date;
}

/**
 * The journey stage, decided in this order:
 * no requests and no appointments → inquiry (20%); requests but no appointments → consultation (40%);
 * appointments exist and any is completed → follow-up (100%); none completed but one starts later
 * than `now` → scheduling (60%); otherwise (the visit is under way or over, not yet completed) → service (80%).
 *
 * Cancelled appointments do not count as "appointments exist": an appointment the client called off is
 * no step forward, so a client whose only appointment was cancelled is back at consultation (40%), or at
 * inquiry if they have no requests either. The appointments page still lists it under Cancelled.
 *
 * "Later than now" compares the start as New York wall time (businessInstant), so an appointment later
 * today still counts as ahead and one that began this morning does not, whatever the device's zone.
 */
export function journeyStageIdFor({ requests, appointments, now }: JourneyFacts): JourneyStageId {
  const active = appointments.filter((a) => a.status !== 'cancelled');
  if (active.length === 0) return requests.length === 0 ? 'inquiry' : 'consultation';
  if (active.some((a) => a.status === 'completed')) return 'follow-up';
  const nowMs = now.getTime();
  if (active.some((a) => businessInstant(a.appointmentDate, a.startTime).getTime() > nowMs)) return 'scheduling';
  return 'service';
}
