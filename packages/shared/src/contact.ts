import { coercedRowIdField, isCalendarDate } from './bounds.js';
import { refuseSkippedTimes } from './business-time.js';
import { slotPickFields } from './booking.js';
import { landingRequestFields } from './landing-request-fields.js';
import { callbackTimeSchema, requestKindSchema } from './request-kinds.js';
import { TEXT_MESSAGES, usPhoneE164 } from './text-messages.js';
import { z } from './zod.js';

export const CONTACT_STATUSES = ['new', 'in-progress', 'completed', 'cancelled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** A request's status as the API answers it. */
export const contactStatusSchema = z.enum(CONTACT_STATUSES);

const text = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));
const email = (message: string) => text(254).toLowerCase().pipe(z.email(message));

/** 'yyyy-MM-dd' or empty. */
const optionalDate = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || isCalendarDate(v), 'Please enter a date like 2026-03-15');
/** 'HH:mm' or empty. */
const optionalTime = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v), 'Please enter a time like 14:30');

export const CONSENT_REQUIRED_MESSAGE = 'Please agree to be contacted so we can send you updates about your request.';

const landingFields = {
  firstName: text(100).min(2, 'First name must be at least 2 characters'),
  lastName: text(100).min(2, 'Last name must be at least 2 characters'),
  email: email('Please enter a valid email address'),
  phone: text(30).min(10, 'Please enter a valid phone number'),
  serviceInterest: text(200).min(1, 'Please select a service interest'),
  message: text(5000).min(10, 'Message must be at least 10 characters'),
  newsletter: z.boolean().default(false),
  notifyByEmail: z.boolean().default(true),
  notifyBySms: z.boolean().default(false),
  consentGiven: z.boolean().default(false),
};
/** Updates by e-mail or text need the consent box ticked. */
const consentGivenForUpdates = (v: { consentGiven: boolean; notifyByEmail: boolean; notifyBySms: boolean }) =>
  v.consentGiven || (!v.notifyByEmail && !v.notifyBySms);
const consentIssue = { message: CONSENT_REQUIRED_MESSAGE, path: ['consentGiven'] };
/** Updates by text go to the form's phone number: it must be a US mobile number. */
const textablePhone = (v: { phone: string; notifyBySms: boolean }) => !v.notifyBySms || usPhoneE164(v.phone) !== null;
const textablePhoneIssue = { message: TEXT_MESSAGES.phoneInvalid, path: ['phone'] };

/** The landing page's contact form. */
export const landingContactSchema = z
  .object(landingFields)
  .refine(consentGivenForUpdates, consentIssue)
  .refine(textablePhone, textablePhoneIssue);
export type LandingContactInput = z.infer<typeof landingContactSchema>;

/**
 * The landing request form's payload: the contact form's shape with the extras folded into the
 * message as text, and the extras as fields too, which the request keeps.
 */
export const landingRequestPayloadSchema = z
  .object({
    ...landingFields,
    serviceInterest: text(100).min(1, 'Please select a service category'),
    ...landingRequestFields,
  })
  .refine(consentGivenForUpdates, consentIssue)
  .refine(textablePhone, textablePhoneIssue);
export type LandingRequestPayload = z.infer<typeof landingRequestPayloadSchema>;

/** A reschedule request names an appointment that is not the signed-in client's own. */
export const APPOINTMENT_REFERENCE_MESSAGE = 'We could not find that appointment on your account.';

/** The Request an Appointment page (/contact). */
export const appointmentRequestSchema = z
  .object({
    name: text(200).min(1, 'Name is required'),
    email: email('Invalid email address'),
    phone: text(30).min(10, 'Phone number must be at least 10 digits'),
    serviceTypeId: coercedRowIdField('Please choose a service'),
    message: text(5000).min(10, 'Message must be at least 10 characters'),
    preferredDate: optionalDate,
    preferredTime: optionalTime,
    location: optionalText(300),
    /** Set when the form was opened from an appointment's Request Reschedule: the appointment to move. */
    appointmentId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ message: APPOINTMENT_REFERENCE_MESSAGE })
        .int(APPOINTMENT_REFERENCE_MESSAGE)
        .positive(APPOINTMENT_REFERENCE_MESSAGE)
        .max(2_147_483_647, APPOINTMENT_REFERENCE_MESSAGE)
        .optional(),
    ),
    /**
     * A free time picked from the list ("yyyy-MM-ddTHH:mm") and, for a visit at home, its county
     * (docs/booking.md, "Picking a time"). With a pick, the pick wins over a preferred date and time.
     */
    ...slotPickFields,
  })
  .superRefine(refuseSkippedTimes('preferredDate', ['preferredTime']));
export type AppointmentRequestInput = z.infer<typeof appointmentRequestSchema>;

/** The client portal's fixed list of services. */
export const PORTAL_SERVICES = [
  'Personal Assistance/Errands',
  'Home/Tech Support',
  'Administrative/Paperwork',
  'Project Management',
  'Notary Services',
  'Furniture Assembly',
  'Other',
] as const;

/** The client portal's New Request form. */
export const portalRequestSchema = z.object({
  firstName: text(100).min(1, 'First name is required'),
  lastName: text(100).min(1, 'Last name is required'),
  email: text(254).min(1, 'Email is required').toLowerCase().pipe(z.email('Please enter a valid email address')),
  phone: text(30)
    .min(1, 'Phone number is required')
    .regex(/^[\d\s\-().+]+$/, 'Please enter a valid phone number'),
  serviceInterest: text(200).min(1, 'Please select a service'),
  message: text(5000).min(1, 'Please describe your request'),
  newsletter: z.boolean().default(false),
});
export type PortalRequestInput = z.infer<typeof portalRequestSchema>;

export type ContactSubmission =
  | ({ kind: 'landing' } & LandingContactInput)
  | ({ kind: 'landing-request' } & LandingRequestPayload)
  | ({ kind: 'appointment' } & AppointmentRequestInput)
  | ({ kind: 'portal' } & PortalRequestInput);

/** The forms that send to `POST /api/contact`, each with its own schema and messages. */
const CONTACT_FORMS = {
  landing: landingContactSchema,
  'landing-request': landingRequestPayloadSchema,
  appointment: appointmentRequestSchema,
  portal: portalRequestSchema,
} as const;
type ContactForm = keyof typeof CONTACT_FORMS;

/** Which form sent a payload: its shape tells (anything that is not an object is the landing form's). */
function formOf(body: unknown): ContactForm {
  if (typeof body !== 'object' || body === null) return 'landing';
  if ('name' in body) return 'appointment';
  if ('specificService' in body) return 'landing-request';
  if ('consentGiven' in body || 'notifyByEmail' in body || 'notifyBySms' in body) return 'landing';
  return 'portal';
}

/** The payload checked by its form's schema: that form's issues, with its own messages, as they are. */
const checkedByItsForm = z.transform((body: unknown, ctx) => {
  const result = CONTACT_FORMS[formOf(body)].safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: body });
    return z.NEVER;
  }
  return body;
});

/** One form's payload, tagged with the form; any other shape is refused (by checkedByItsForm, first). */
function formPayload<K extends ContactForm, T extends object>(kind: K, schema: z.ZodType<T>) {
  return z.pipe(
    z.transform((body: unknown, ctx) => {
      if (formOf(body) === kind) return body;
      ctx.addIssue({ code: 'custom', message: `Not the ${kind} form`, input: body });
      return z.NEVER;
    }),
    schema.transform((payload) => ({ kind, ...payload })),
  );
}

/**
 * `POST /api/contact` takes the payload of any of the forms: the union of their schemas (as the API
 * document shows it). The payload's shape says which form sent it, and that form's own schema, with
 * its own messages, checks it.
 */
export const contactSubmissionSchema = z.pipe(
  checkedByItsForm,
  z
    .union([
      formPayload('landing', CONTACT_FORMS.landing),
      formPayload('landing-request', CONTACT_FORMS['landing-request']),
      formPayload('appointment', CONTACT_FORMS.appointment),
      formPayload('portal', CONTACT_FORMS.portal),
    ])
    // Read by callers of the API document (GET /api/docs), so its words stay: "the quote form" there is
    // the landing request form, as the page calls it ("Request a quote").
    .describe(
      'One of four forms: the landing page (firstName, consentGiven…), the quote form (the same with specificService, estimatedDuration, preferredDate, locationDetails), the appointment page (name, serviceTypeId, preferred date and time…) or the client portal (firstName, no consent fields).',
    ),
);

/**
 * A time picked with a request (docs/booking.md, "Holding and booking"): `pending` is held for staff
 * to confirm, `confirmed` is booked. Day and wall-clock times in the business's zone.
 */
export const bookedTimeSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['pending', 'confirmed']),
});
export type BookedTime = z.infer<typeof bookedTimeSchema>;

/** The requester's name, e-mail and phone as a stored request answers them, in every view that shows them. */
export const requesterFields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
};

/** What the submitter gets back: their own request, with its tracking code. */
export const contactRequestReceiptSchema = z.object({
  id: z.number().int(),
  trackingToken: z.string(),
  status: contactStatusSchema,
  serviceInterest: z.string(),
  ...requesterFields,
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** The time picked from the list, when one was: held for staff to confirm, or booked. */
  booking: bookedTimeSchema.nullable().optional(),
});
export type ContactRequestReceipt = z.infer<typeof contactRequestReceiptSchema>;

/** Public tracking shows this and nothing else of the requester. */
export const trackedRequestSchema = z.object({
  trackingToken: z.string(),
  status: contactStatusSchema,
  /** A callback's page says "we will call you" in place of the request's message. */
  kind: requestKindSchema,
  /** The best time to call, for a callback; null for other requests. */
  bestTime: callbackTimeSchema.nullable(),
  serviceInterest: z.string(),
  firstName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** The time picked with the request, held or booked (docs/booking.md); absent when none. */
  booking: bookedTimeSchema.nullable().optional(),
});
export type TrackedRequest = z.infer<typeof trackedRequestSchema>;

export const TRACKING_NOT_FOUND_MESSAGE =
  "We couldn't find a service request with that tracking code. Please check the code and try again.";

export const serviceTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  color: z.string(),
  /** How it takes an online pick, and whether it is a visit at home (docs/booking.md, "Picking a time"). */
  bookingMode: z.enum(['hold', 'instant', 'call']).optional(),
  atHome: z.boolean().optional(),
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;
