import { ADMIN_APPOINTMENT_MESSAGES, staffAppointmentSchema } from './admin-appointments.js';
import { isCalendarDate } from './bounds.js';
import type { AppointmentStatus } from './appointments.js';
import { businessToday, refuseSkippedTimes } from './business-time.js';
import { CONTACT_STATUSES, contactStatusSchema, requesterFields, type ContactStatus } from './contact.js';
import { staffFurniturePhotoSchema } from './furniture-photos.js';
import { FINDING_SEVERITIES } from './home-watch-visits.js';
import { localeSchema } from './locale-schemas.js';
import { isConfirmedIfOutsideHours, outsideHoursConfirmedField, outsideHoursIssue } from './opening-hours.js';
import { pageQuerySchema, pageSchema } from './paging.js';
import { callbackTimeSchema, requestKindSchema } from './request-kinds.js';
import { z } from './zod.js';

/** The words staff see for each contact status (tabs, badges, the Update dialog). */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The Contacts tabs: All, then one per status. */
export const CONTACT_STATUS_FILTERS = ['all', ...CONTACT_STATUSES] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

/** GET /api/contact: `?page&pageSize&search&status`, newest first. */
export const adminContactListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTACT_STATUS_FILTERS, { message: 'Please choose a status' }).default('all'),
});
export type AdminContactListQuery = z.infer<typeof adminContactListQuerySchema>;

/** GET /api/contact/counts: the same search as the list, so tabs and cards agree with it. */
export const adminContactCountsQuerySchema = pageQuerySchema.pick({ search: true });
export type AdminContactCountsQuery = z.infer<typeof adminContactCountsQuerySchema>;

/** One request as staff see it (the list's rows and GET /api/contact/{id}). */
export const adminContactSchema = z.object({
  id: z.number().int(),
  trackingToken: z.string(),
  /** A callback (a call to return, shown first) or a request from a form. */
  kind: requestKindSchema,
  /** A callback's best time to call; null for other requests. */
  bestTime: callbackTimeSchema.nullable(),
  ...requesterFields,
  serviceInterest: z.string(),
  /** The service type chosen on the appointment page, when there was one (prefills Schedule). */
  serviceTypeId: z.number().int().nullable(),
  message: z.string(),
  status: contactStatusSchema,
  assignedToId: z.number().int().nullable(),
  /** "First Last" of the assignee; null when unassigned. */
  assignedToName: z.string().nullable(),
  notes: z.string().nullable(),
  /** The landing request form's specific service and estimated duration ("3 hours", …); null from other forms. */
  specificService: z.string().nullable(),
  estimatedDuration: z.string().nullable(),
  /** yyyy-MM-dd, HH:mm and free text from the appointment page or the landing request form; they prefill Schedule. */
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  location: z.string().nullable(),
  /** The client account the request belongs to, if any. */
  userId: z.number().int().nullable(),
  newsletter: z.boolean(),
  notifyByEmail: z.boolean(),
  notifyBySms: z.boolean(),
  consentGiven: z.boolean(),
  /** The language the requester's e-mails are written in: their account's, else the request's page's. */
  language: localeSchema,
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;

export const adminContactPageSchema = pageSchema(adminContactSchema);
export type AdminContactPage = z.infer<typeof adminContactPageSchema>;

/** How many of a request's photos its page shows; the photos screen has the rest. */
export const REQUEST_PHOTOS_SHOWN = 24;

/**
 * GET /api/contact/{id}/related: what became of a request, for its page. The appointments
 * scheduled from it (oldest first), and its photos (newest first): those sent from its e-mail
 * address and those linked to its appointments, at most REQUEST_PHOTOS_SHOWN of `photoTotal`.
 * `fromFinding`: the home-check finding the owner asked to repair with it (its visit's page is
 * /admin/visits/{visitId}), or null for a request sent from a form.
 */
export const contactRelatedSchema = z.object({
  appointments: z.array(staffAppointmentSchema),
  photos: z.array(staffFurniturePhotoSchema),
  photoTotal: z.number().int(),
  fromFinding: z
    .object({
      visitId: z.number().int(),
      itemId: z.number().int(),
      label: z.string(),
      propertyName: z.string(),
      /** What was found (the staff member's note) and how serious it is. */
      note: z.string().nullable(),
      severity: z.enum(FINDING_SEVERITIES).nullable(),
    })
    .nullable(),
});
export type ContactRelated = z.infer<typeof contactRelatedSchema>;

/** The count cards and the tab counts. */
export const contactCountsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ContactCounts = z.infer<typeof contactCountsSchema>;

export const CONTACT_NOT_FOUND_MESSAGE = 'Contact request not found';
export const CONTACT_STATUS_REQUIRED_MESSAGE = 'Please choose a status';
/** Assign is offered only for new requests; anything else is refused with this. */
export const CONTACT_ASSIGN_NOT_NEW_MESSAGE =
  'Only new requests can be assigned. This request is already being handled; use Update to change it.';

const NOTES_MAX = 5000;

/**
 * The Update dialog (PATCH /api/contact/{id}). Status is required; notes are sent only when not
 * empty, so blank or missing notes leave the saved notes as they are.
 */
export const contactUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { message: CONTACT_STATUS_REQUIRED_MESSAGE }),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, `Please keep the notes under ${NOTES_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
export type ContactUpdate = z.output<typeof contactUpdateSchema>;

/** A form's empty choice ('' or null) means "not chosen". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** HH:mm (HH:mm:ss is accepted and cut to minutes). */
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const time = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(TIME_PATTERN, message)
    .transform((v) => v.slice(0, 5));
/** A positive 32-bit id; a select sends it as text. */
const id = (message: string) => z.coerce.number({ message }).int(message).positive(message).max(2_147_483_647, message);

/** The same words as the appointment form's, so both forms read alike. */
const A = ADMIN_APPOINTMENT_MESSAGES;
export const SCHEDULE_MESSAGES = {
  date: A.dateInvalid,
  pastDate: A.datePast,
  startTime: A.timeInvalid,
  endTime: A.timeInvalid,
  endBeforeStart: A.endBeforeStart,
  service: A.serviceRequired,
  staff: A.staffInvalid,
  status: A.statusInvalid,
} as const;

/**
 * Choosing who handles a request (PUT /api/contact/{id}/assignee): an active staff or admin
 * account, or nobody ('' or null). Assign to Me stays the quick way to take a new request.
 */
export const contactAssigneeSchema = z.object({
  assignedToId: z.preprocess((v) => (v === '' ? null : v), id(A.staffInvalid).nullable()),
});
export type ContactAssigneeInput = z.input<typeof contactAssigneeSchema>;
export type ContactAssignee = z.output<typeof contactAssigneeSchema>;

/** A new appointment starts in one of these; completed and cancelled are for later. */
export const SCHEDULE_STATUSES = [
  'scheduled',
  'pending',
  'confirmed',
  'approved',
  'in-progress',
] as const satisfies readonly AppointmentStatus[];

/**
 * Schedule (POST /api/contact/{id}/schedule): turns a request into an appointment. The form is
 * prefilled from the request's preferred date, time and location. Dates are New York days; a day
 * before today (there) is refused.
 */
export const scheduleContactSchema = z
  .object({
    appointmentDate: z
      .string({ message: SCHEDULE_MESSAGES.date })
      .trim()
      .refine(isCalendarDate, SCHEDULE_MESSAGES.date)
      .refine((v) => !isCalendarDate(v) || v >= businessToday(), SCHEDULE_MESSAGES.pastDate),
    startTime: time(SCHEDULE_MESSAGES.startTime),
    endTime: time(SCHEDULE_MESSAGES.endTime),
    serviceTypeId: z.preprocess(blankToUndefined, id(SCHEDULE_MESSAGES.service)),
    location: z
      .string()
      .trim()
      .max(300, 'Please keep the location under 300 characters')
      .nullish()
      .transform((v) => (v ? v : undefined)),
    notes: z
      .string()
      .trim()
      .max(NOTES_MAX, `Please keep the notes under ${NOTES_MAX} characters`)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    /** Who will attend; none when left out. */
    staffId: z.preprocess(blankToUndefined, id(SCHEDULE_MESSAGES.staff).optional()),
    status: z.preprocess(
      blankToUndefined,
      z.enum(SCHEDULE_STATUSES, { message: SCHEDULE_MESSAGES.status }).default('scheduled'),
    ),
    outsideHoursConfirmed: outsideHoursConfirmedField,
  })
  // Compared only when both times are valid, so a bad start time is not also reported on the end.
  .refine((v) => !TIME_PATTERN.test(v.startTime) || !TIME_PATTERN.test(v.endTime) || v.endTime > v.startTime, {
    message: SCHEDULE_MESSAGES.endBeforeStart,
    path: ['endTime'],
  })
  .superRefine(refuseSkippedTimes('appointmentDate', ['startTime', 'endTime']))
  .refine(isConfirmedIfOutsideHours, outsideHoursIssue);
export type ScheduleContactInput = z.input<typeof scheduleContactSchema>;
export type ScheduleContact = z.output<typeof scheduleContactSchema>;

/** What Schedule answers: the new appointment and the request as it is now. */
export const scheduleResultSchema = z.object({
  appointment: staffAppointmentSchema,
  contact: adminContactSchema,
});
export type ScheduleResult = z.infer<typeof scheduleResultSchema>;
