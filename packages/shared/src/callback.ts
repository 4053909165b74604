import { contactStatusSchema } from './contact.js';
import { CALLBACK_TIMES, callbackTimeSchema } from './request-kinds.js';
import { localeSchema } from './locale-schemas.js';
import { z } from './zod.js';

/**
 * "Call me back" (docs/decisions/035-call-me-back.md): a name, a phone number and the best time to
 * call, from the small form on every public and client page. It becomes a contact request of its
 * own kind, tracked by code like the others and shown to staff first.
 */

/** The service a callback shows as, in the back office and on the tracking page's English text. */
export const CALLBACK_SERVICE = 'Call back';

export const CALLBACK_MESSAGES = {
  nameRequired: 'Please enter your name',
  phoneInvalid: 'Please enter a phone number we can call, with the area code',
  timeRequired: 'Please choose the best time to call',
  noteTooLong: 'Please keep the note under 500 characters',
} as const;

/** A phone number has 10 to 15 digits; spaces, dashes, dots, brackets and a leading + are allowed. */
const PHONE_CHARACTERS = /^\+?[\d\s\-().]+$/;
const digitCount = (v: string) => v.replace(/\D/g, '').length;

/** The Call me back form, and `POST /api/callback`. */
export const callbackRequestSchema = z.object({
  name: z.string().trim().min(1, CALLBACK_MESSAGES.nameRequired).max(200, 'Please keep this under 200 characters'),
  phone: z
    .string()
    .trim()
    .max(30, CALLBACK_MESSAGES.phoneInvalid)
    .refine(
      (v) => PHONE_CHARACTERS.test(v) && digitCount(v) >= 10 && digitCount(v) <= 15,
      CALLBACK_MESSAGES.phoneInvalid,
    ),
  bestTime: z.enum(CALLBACK_TIMES, { message: CALLBACK_MESSAGES.timeRequired }),
  note: z
    .string()
    .trim()
    .max(500, CALLBACK_MESSAGES.noteTooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;

/** What the caller gets back: the tracking code of their callback, nothing else of theirs. */
export const callbackReceiptSchema = z.object({
  trackingToken: z.string(),
  status: contactStatusSchema,
  bestTime: callbackTimeSchema,
  createdAt: z.string(),
});
export type CallbackReceipt = z.infer<typeof callbackReceiptSchema>;

/** An open callback is one nobody has finished or cancelled: these come first for staff. */
export const OPEN_CALLBACK_STATUSES = ['new', 'in-progress'] as const;

/** The admin dashboard's Call back list: open callbacks, oldest first, at most this many. */
export const DASHBOARD_CALLBACK_LIMIT = 20;

/** One call to return, as the dashboard shows it. */
export const openCallbackSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  bestTime: callbackTimeSchema,
  message: z.string(),
  status: contactStatusSchema,
  assignedToName: z.string().nullable(),
  createdAt: z.string(),
  /** The language of the page it was asked from (or the client's own): the call is made in it. */
  language: localeSchema,
});
export type OpenCallback = z.infer<typeof openCallbackSchema>;
