import { contactStatusSchema } from './contact.js';
import { normalizeTrackingCode } from './tracking-code.js';
import { z } from './zod.js';

/**
 * One of the signed-in client's own requests (GET /api/contact/user). Its tracking code is the
 * account holder's alone: someone helping with the account reads the request while her rights last,
 * but a code works for anyone who has it, so one she saw would outlast her removal (null for her).
 */
export const clientRequestSchema = z.object({
  id: z.number().int(),
  trackingToken: z.string().nullable(),
  status: contactStatusSchema,
  serviceInterest: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type ClientRequest = z.infer<typeof clientRequestSchema>;

/** A request the account holder has just added to her account (POST /api/contact/claim): its code is hers. */
export const claimedRequestSchema = clientRequestSchema.extend({ trackingToken: z.string() });
export type ClaimedRequest = z.infer<typeof claimedRequestSchema>;

/**
 * Adding an earlier request to one's account (POST /api/contact/claim): the tracking code and the
 * e-mail the request was sent with must both match (a request never joins an account by e-mail alone).
 */
export const claimRequestSchema = z.object({
  trackingToken: z
    .string()
    .trim()
    .min(1, 'Please enter a tracking code')
    .max(40, 'Please enter a tracking code like TA-7KQ2-MX9P')
    .refine((v) => normalizeTrackingCode(v) !== null, 'Please enter a tracking code like TA-7KQ2-MX9P'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
});
export type ClaimRequestInput = z.infer<typeof claimRequestSchema>;

/** The same answer for a wrong code, a wrong e-mail, and a request already on another account. */
export const CLAIM_NOT_FOUND_MESSAGE =
  "We couldn't find a request with that tracking code and e-mail address. Please check both and try again.";
