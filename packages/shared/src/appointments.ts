import { visitProgressFields } from './visit-progress.js';
import { z } from './zod.js';

/** One status list for appointments and projects (a project is an appointment approved, in progress or completed). */
export const APPOINTMENT_STATUSES = [
  'scheduled',
  'pending',
  'confirmed',
  'approved',
  'in-progress',
  'completed',
  'cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** An appointment's status as the API answers it. */
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);

/** An appointment as its client sees it (GET /api/appointments, one row of the list). */
export const clientAppointmentSchema = z.object({
  id: z.number().int(),
  serviceTypeId: z.number().int().nullable(),
  /** The service type's name; null when the type was removed ("Unknown Service"). */
  serviceName: z.string().nullable(),
  /** The service type's colour (#rrggbb); null means grey. */
  serviceColor: z.string().nullable(),
  clientName: z.string(),
  /** yyyy-MM-dd, in the business's time zone. */
  appointmentDate: z.string(),
  /** HH:mm, in the business's time zone. */
  startTime: z.string(),
  endTime: z.string(),
  status: appointmentStatusSchema,
  /**
   * Who is coming: the assigned staff member's first name only (never their surname or e-mail);
   * null while no one is assigned.
   */
  staffFirstName: z.string().nullable(),
  /** Whether who is coming has a photo (shown while they are on the way or there: docs/visit-status.md). */
  staffPhoto: z.boolean().optional(),
  notes: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** The visit's progress as the staff member taps it (docs/visit-status.md). */
  ...visitProgressFields,
  /**
   * For the client's own list (docs/booking.md, "Changes by the client and the cut-off"): the instant
   * (ISO) until which the visit may be moved or cancelled online (its start less the cut-off hours),
   * null when it cannot be any more (cancelled, completed or under way); the cut-off in hours, for the
   * "call us" wording; and whether it can move to another open time (its service is booked online).
   */
  changeableUntil: z.string().nullable().optional(),
  changeCutoffHours: z.number().int().optional(),
  movable: z.boolean().optional(),
});
export type ClientAppointment = z.infer<typeof clientAppointmentSchema>;

export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found';

/** A client cannot cancel what has already happened (the server answers 409). */
export const APPOINTMENT_PAST_MESSAGE =
  'This appointment has already taken place, so it cannot be cancelled. Please call us if something is not right.';
