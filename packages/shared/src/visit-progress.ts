import { VISIT_STEPS, type VisitStep } from './circle-rights.js';
import { z } from './zod.js';

/**
 * A visit's status as it happens (docs/visit-status.md): the staff member taps On my way, Arrived
 * and Done on the appointment's page; the client (and the trusted contacts they chose) see it live
 * and may be e-mailed at each step; the office hears of a visit not started 30 minutes after its start.
 */

/** An office alert goes when a visit has not started this long after its start time. */
export const LATE_ALERT_MINUTES = 30;

/** How often the client's pages read today's visit again while it is not done. */
export const VISIT_STATUS_POLL_MS = 30_000;

export const VISIT_PROGRESS_MESSAGES = {
  stepRequired: 'Please choose a step: on my way, arrived or done.',
  notYours: 'Only the staff member assigned to this appointment, or an admin, can update its progress.',
  cancelled: 'This appointment is cancelled, so its progress cannot change.',
  completed: 'This appointment is already completed, so its progress cannot change.',
  backwards: 'This step has already been recorded. A visit only moves forward: on my way, arrived, done.',
  arriveFirst: 'Please tap Arrived first: a visit is done only after you have arrived.',
  homeWatch: 'This is a home-watch visit: start and finish it from its visit page, with its checklist.',
} as const;

/** `POST /api/admin/appointments/{id}/progress`: the step the staff member tapped. */
export const visitStepRequestSchema = z.object({
  step: z.enum(VISIT_STEPS, { error: VISIT_PROGRESS_MESSAGES.stepRequired }),
});
export type VisitStepRequest = z.infer<typeof visitStepRequestSchema>;

/**
 * The progress of a visit on an appointment's answers (ISO instants; null until tapped). Optional on
 * the schemas so answers made before the steps existed still read; the server always sends them.
 */
export const visitProgressFields = {
  onMyWayAt: z.string().nullable().optional(),
  arrivedAt: z.string().nullable().optional(),
  doneAt: z.string().nullable().optional(),
  /** The code the staff member says at the door, from the moment they set off (docs/visit-status.md). */
  visitCode: z.string().nullable().optional(),
};

export interface VisitProgress {
  onMyWayAt?: string | null | undefined;
  arrivedAt?: string | null | undefined;
  doneAt?: string | null | undefined;
}

/** The last step recorded, or null before the first tap. */
export function currentVisitStep(progress: VisitProgress): VisitStep | null {
  if (progress.doneAt) return 'done';
  if (progress.arrivedAt) return 'arrived';
  if (progress.onMyWayAt) return 'on_my_way';
  return null;
}

/** When a step was recorded, or null. */
export function visitStepTime(progress: VisitProgress, step: VisitStep): string | null {
  const at = step === 'on_my_way' ? progress.onMyWayAt : step === 'arrived' ? progress.arrivedAt : progress.doneAt;
  return at ?? null;
}

/**
 * Whether `step` may be tapped after `current`: only forward, and Done only after Arrived (On my
 * way may be skipped by someone who was already close by).
 */
export function canTakeVisitStep(current: VisitStep | null, step: VisitStep): boolean {
  const from = current === null ? -1 : VISIT_STEPS.indexOf(current);
  const to = VISIT_STEPS.indexOf(step);
  if (to <= from) return false;
  return step !== 'done' || current === 'arrived';
}

/** One visit the office should look at: today, not started 30 minutes after its start. */
export const lateVisitSchema = z.object({
  appointmentId: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  serviceName: z.string().nullable(),
  clientName: z.string(),
  /** The staff member's first name; null when no one is assigned. */
  staffFirstName: z.string().nullable(),
  onMyWayAt: z.string().nullable(),
  /** When the office was e-mailed about it (null until the job has run). */
  lateAlertAt: z.string().nullable(),
});
export type LateVisit = z.infer<typeof lateVisitSchema>;
