import type { ContactSubmission } from './contact.js';
import { isQuoteMessage } from './quote.js';

/** Which form a request came from: the three payload shapes, with quotes told apart from contact messages. */
export type RequestForm = ContactSubmission['kind'] | 'quote';

/**
 * How soon we answer, per form: within 24 hours for messages and the appointment page, 24 to 48 hours
 * for quotes. The page that takes a request and its confirmation e-mail make the same promise. The
 * portal promises 24 to 48 hours, like the tracking page its requests are followed on.
 */
export const REPLY_TIMES: Record<RequestForm, string> = {
  landing: 'within 24 hours',
  appointment: 'within 24 hours',
  quote: 'within 24 to 48 hours',
  portal: 'within 24 to 48 hours',
};

export function requestFormOf(submission: ContactSubmission): RequestForm {
  return submission.kind === 'landing' && isQuoteMessage(submission.message) ? 'quote' : submission.kind;
}
