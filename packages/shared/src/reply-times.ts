import type { ContactSubmission } from './contact.js';
import { isLandingRequestMessage } from './landing-request.js';

/**
 * Which form a request came from, named as the e-mail catalogue's `form` choices name it
 * (request.what, request.reply-time): 'quote' there is the landing request form, whose e-mails say
 * "quote request", since it asks for a price.
 */
export type RequestForm = 'landing' | 'quote' | 'appointment' | 'portal';

/**
 * How soon we answer, per form: within 24 hours for messages and the appointment page, 24 to 48 hours
 * for the landing request form. The page that takes a request and its confirmation e-mail make the same
 * promise. The portal promises 24 to 48 hours, like the tracking page its requests are followed on.
 */
export const REPLY_TIMES: Record<RequestForm, string> = {
  landing: 'within 24 hours',
  appointment: 'within 24 hours',
  quote: 'within 24 to 48 hours',
  portal: 'within 24 to 48 hours',
};

/** A landing request may also come in the contact form's shape: its message's first lines tell it. */
export function requestFormOf(submission: ContactSubmission): RequestForm {
  if (submission.kind === 'landing-request') return 'quote';
  return submission.kind === 'landing' && isLandingRequestMessage(submission.message) ? 'quote' : submission.kind;
}
