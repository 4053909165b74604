import { isCalendarDate } from './bounds.js';
import { APPOINTMENT_STATUSES, clientAppointmentSchema } from './appointments.js';
import { businessToday, refuseSkippedTimes } from './business-time.js';
import { staffFurniturePhotoSchema } from './furniture-photos.js';
import { localeSchema } from './locale-schemas.js';
import { isConfirmedIfOutsideHours, outsideHoursConfirmedField, outsideHoursIssue } from './opening-hours.js';
import { pageQuerySchema } from './paging.js';
import { z } from './zod.js';
import { FIELD_MESSAGES } from './field-messages.js';

/**
 * The back office's view of appointments and projects: the day and week lists, the summary
 * cards, the detail page, and the create and edit forms. Projects are the appointments whose
 * status is approved, in-progress or completed.
 */

/** What people read for each status (badges, filters, radio choices). */
export const APPOINTMENT_STATUS_LABELS = {
  scheduled: 'Scheduled',
  pending: 'Pending',
  confirmed: 'Confirmed',
  approved: 'Approved/Started',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<(typeof APPOINTMENT_STATUSES)[number], string>;

/** The projects screen works on appointments with these statuses. */
export const PROJECT_STATUSES = ['approved', 'in-progress', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The week view spans the selected date plus 6 days. */
export const WEEK_DAYS = 7;

export const ADMIN_APPOINTMENT_MESSAGES = {
  clientNameRequired: 'Client name is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  serviceRequired: 'Please choose a service',
  staffInvalid: FIELD_MESSAGES.staffRequired,
  dateInvalid: FIELD_MESSAGES.dateInvalid,
  datePast: 'Please choose today or a later date',
  timeInvalid: FIELD_MESSAGES.timeInvalid,
  endBeforeStart: 'End time must be after start time',
  statusInvalid: 'Please choose a status',
  rangeInvalid: 'The end date must be on or after the start date',
  nothingToChange: 'Please change at least one field',
} as const;
const M = ADMIN_APPOINTMENT_MESSAGES;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** yyyy-MM-dd plus a number of days (calendar arithmetic, no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day of the week that starts on `date` (the date plus 6 days). */
export const weekEnd = (date: string) => addDaysToDate(date, WEEK_DAYS - 1);

const dateSchema = z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid);
/** HH:mm (HH:mm:ss is accepted and cut to minutes). */
const timeSchema = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(TIME_PATTERN, M.timeInvalid)
  .transform((v) => v.slice(0, 5));
const statusSchema = z.enum(APPOINTMENT_STATUSES, { error: M.statusInvalid });

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
/** Optional text: blank or null means "none" (null); left out means "unchanged" on edit. */
const nullableText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const phoneSchema = z
  .string()
  .trim()
  .max(30, M.phoneInvalid)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .refine((v) => !v || (/^[\d\s\-().+]+$/.test(v) && v.replace(/\D/g, '').length >= 10), M.phoneInvalid);
/** A positive id; the select sends it as text. */
const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const appointmentFields = {
  clientName: text(200).min(1, M.clientNameRequired),
  clientEmail: text(254).min(1, M.emailInvalid).toLowerCase().pipe(z.email(M.emailInvalid)),
  clientPhone: phoneSchema,
  serviceTypeId: idSchema(M.serviceRequired),
  /** The staff member who will attend; none when left out. */
  staffId: z.preprocess((v) => (v === '' ? null : v), idSchema(M.staffInvalid).nullable()).optional(),
  appointmentDate: dateSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  status: statusSchema,
  notes: nullableText(5000),
  location: nullableText(300),
};

const endAfterStart = (v: { startTime?: string | undefined; endTime?: string | undefined }) =>
  v.startTime === undefined || v.endTime === undefined || v.endTime > v.startTime;

/**
 * `POST /api/admin/appointments`. The client's account is never looked up by e-mail
 * alone: an appointment made here has no clientId; Schedule from a request sets it.
 */
export const appointmentCreateSchema = z
  .object({
    ...appointmentFields,
    // Checked when the form is sent, so "today" is the day of sending in the business's zone.
    appointmentDate: dateSchema.refine((v) => v >= businessToday(), M.datePast),
    status: statusSchema.default('scheduled'),
    outsideHoursConfirmed: outsideHoursConfirmedField,
  })
  .refine(endAfterStart, { message: M.endBeforeStart, path: ['endTime'] })
  .superRefine(refuseSkippedTimes('appointmentDate', ['startTime', 'endTime']))
  .refine(isConfirmedIfOutsideHours, outsideHoursIssue);
export type AppointmentCreateInput = z.infer<typeof appointmentCreateSchema>;

/**
 * `PATCH /api/admin/appointments/{id}`: only the fields that changed. The server also checks the
 * end time against the stored start (and the other way round) when only one of them is sent, and,
 * when the date or a time changes, that a time outside opening hours comes with the confirmation.
 */
export const appointmentUpdateSchema = z
  .object({
    clientName: appointmentFields.clientName.optional(),
    clientEmail: appointmentFields.clientEmail.optional(),
    clientPhone: appointmentFields.clientPhone,
    serviceTypeId: appointmentFields.serviceTypeId.optional(),
    staffId: appointmentFields.staffId,
    appointmentDate: dateSchema.optional(),
    startTime: timeSchema.optional(),
    endTime: timeSchema.optional(),
    status: statusSchema.optional(),
    notes: appointmentFields.notes,
    location: appointmentFields.location,
    outsideHoursConfirmed: outsideHoursConfirmedField,
  })
  .refine(endAfterStart, { message: M.endBeforeStart, path: ['endTime'] })
  // With the date and a time both sent; a lone one is checked against the stored other by the server.
  .superRefine(refuseSkippedTimes('appointmentDate', ['startTime', 'endTime']))
  .refine(({ outsideHoursConfirmed: _confirmation, ...fields }) => Object.values(fields).some((x) => x !== undefined), {
    message: M.nothingToChange,
    path: ['body'],
  });
export type AppointmentUpdateInput = z.infer<typeof appointmentUpdateSchema>;

/** `PATCH /api/appointments/{id}`: the status alone. */
export const appointmentStatusUpdateSchema = z.object({ status: statusSchema });
export type AppointmentStatusUpdateInput = z.infer<typeof appointmentStatusUpdateSchema>;

/** One appointment as staff see it in every list (day, week, projects) and after an edit. */
export const staffAppointmentSchema = clientAppointmentSchema.extend({
  clientId: z.number().int().nullable(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  staffId: z.number().int().nullable(),
  /** "First Last" of the staff member, null when none is set. */
  staffName: z.string().nullable(),
  contactRequestId: z.number().int().nullable(),
  reminderSent: z.boolean(),
  /** When the office was alerted that the visit had not started (docs/visit-status.md). */
  lateAlertAt: z.string().nullable().optional(),
  /**
   * When it was cancelled, and whether inside the late-cancellation window (the 24-hour fee rule):
   * the back office shows "Late cancellation (fee may apply)" (docs/booking.md).
   */
  cancelledAt: z.string().nullable().optional(),
  cancelledLate: z.boolean().optional(),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;

/** The answer to booking or editing an appointment: the appointment and its scheduling warnings. */
export const savedAppointmentSchema = staffAppointmentSchema.extend({
  /** Why it falls outside availability, in words (docs/booking.md); saving is still allowed. */
  availabilityWarnings: z.array(z.string()),
});
export type SavedAppointment = z.infer<typeof savedAppointmentSchema>;

/** `GET /api/admin/appointments/{id}`: the detail page. */
export const appointmentDetailSchema = staffAppointmentSchema.extend({
  /** The language of the client's e-mails: their account's, else their request's, else English. */
  clientLanguage: localeSchema,
  staff: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  /** The request it was scheduled from, if any. */
  contactRequest: z.object({ id: z.number().int(), trackingToken: z.string() }).nullable(),
  /** Furniture photos linked to it, newest first. */
  photos: z.array(staffFurniturePhotoSchema),
  /** Why it falls outside availability, in words (docs/booking.md); empty when it does not. */
  availabilityWarnings: z.array(z.string()),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/**
 * `GET /api/admin/appointments`: the day view sends from = to = the date, the week view
 * to = weekEnd(from). Sorted by date, then start time. Search: client name, e-mail, notes.
 */
export const appointmentListQuerySchema = pageQuerySchema
  .extend({
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    status: statusSchema.optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { message: M.rangeInvalid, path: ['to'] });
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

/** `GET /api/admin/appointments/summary?date=` (today in New York when left out). */
export const appointmentSummaryQuerySchema = z.object({ date: dateSchema.optional() });

/**
 * The three summary cards for the selected date:
 * - today: appointments on that date that are not cancelled;
 * - pendingConfirmation: appointments from that date on still awaiting confirmation (scheduled or pending);
 * - completedThisWeek: appointments completed in the week starting that date (the date plus 6 days).
 */
export const appointmentSummarySchema = z.object({
  date: z.string(),
  today: z.number().int(),
  pendingConfirmation: z.number().int(),
  completedThisWeek: z.number().int(),
});
export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;

/** `GET /api/admin/projects`: newest date first. Search: client name, e-mail, notes. */
export const projectListQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROJECT_STATUSES, { error: M.statusInvalid }).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** `GET /api/admin/projects/counts`: the three count cards, one per project status. */
export const projectCountsSchema = z.object({
  approved: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
});
export type ProjectCounts = z.infer<typeof projectCountsSchema>;

/** `GET /api/appointments/date/{date}` takes a yyyy-MM-dd date. */
export const appointmentDateParamsSchema = z.object({ date: dateSchema });
