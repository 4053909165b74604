import { emailField } from './auth.js';
import { safeNextPath } from './next-path.js';
import { z } from './zod.js';

/**
 * Signing in with an e-mailed one-time link and six-digit code (docs/sign-in.md, "E-mailed link and
 * code"), for client accounts: beside the password, never instead of staff's password and two-step.
 * The link and the code are secrets: they travel only in the e-mail, never in an answer.
 */

/** How long a link and its code work, in minutes. */
export const EMAIL_SIGN_IN_MINUTES = 15;
/** Wrong codes a request's code survives: the fifth wrong one ends it (and its link). */
export const EMAIL_SIGN_IN_CODE_TRIES = 5;
/** Digits in the e-mailed code. */
export const EMAIL_SIGN_IN_CODE_LENGTH = 6;

/** The three pages: ask, type the code, open the link. */
export const EMAIL_SIGN_IN_PATHS = {
  request: '/sign-in/email',
  code: '/sign-in/code',
  link: '/sign-in/link',
} as const;

export const EMAIL_SIGN_IN_MESSAGES = {
  /** The one answer to a request, whether or not an account uses the address. */
  requested: 'If an account uses this address, we have sent it a sign-in link and code. They work for 15 minutes.',
  codeFormat: 'Please enter the 6-digit code from the e-mail',
  /** Every refused code: wrong, used, expired, out of tries, or an address without a code. */
  codeInvalid: 'This code is not right, or it has expired. Please check the e-mail or ask for a new code.',
  linkInvalid: 'This sign-in link is not valid, has been used or has expired. Please ask for a new one.',
  tooManyRequests: 'Too many sign-in e-mails were asked for. Please wait 15 minutes and try again.',
  tooManyCodes: 'Too many codes were tried. Please wait 15 minutes and ask for a new code.',
} as const;
const M = EMAIL_SIGN_IN_MESSAGES;

/** A `next` page to come back to, or nothing: an unsafe one is dropped, not refused. */
const nextField = z
  .string()
  .optional()
  .transform((value) => safeNextPath(value) ?? undefined);

/** POST /api/sign-in/email: the address to send a link and code to. */
export const emailSignInRequestSchema = z.object({
  email: emailField('Please enter a valid email'),
  /** Carried into the e-mailed link, so opening it returns to the page that asked for sign-in. */
  next: nextField,
});
export type EmailSignInRequestInput = z.input<typeof emailSignInRequestSchema>;

/**
 * The code as typed: spaces and dashes a person may add ("123 456") are dropped before the check, and
 * the form's field takes six digits.
 */
export const signInCodeField = z
  .string()
  .max(40, M.codeFormat)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.codeFormat));

/** POST /api/sign-in/code. */
export const emailSignInCodeSchema = z.object({
  email: emailField('Please enter a valid email'),
  code: signInCodeField,
});
export type EmailSignInCodeInput = z.input<typeof emailSignInCodeSchema>;

/** POST /api/sign-in/link: the token from the e-mailed link's address. */
export const emailSignInLinkSchema = z.object({
  token: z.string().min(10, M.linkInvalid).max(200, M.linkInvalid),
});
export type EmailSignInLinkInput = z.infer<typeof emailSignInLinkSchema>;
