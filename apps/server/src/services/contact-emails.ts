import { CONTACT_STATUS_LABELS, defaultBusiness, REPLY_TIMES, type ContactStatus, type RequestForm } from '@ta/shared';
import type { ContactRequestRecord } from '../repositories/contact-requests-repository.js';
import { greeting, renderEmail } from './email-templates.js';
import type { Mailer } from './mailer.js';

/**
 * "We received your request", with the tracking code and a link to follow it. The reply time is the
 * one the form's page promised (a quote: 24 to 48 hours).
 */
export async function sendRequestConfirmation(
  mailer: Mailer,
  publicUrl: string,
  request: ContactRequestRecord,
  form: RequestForm,
) {
  const link = `${publicUrl}/track-request?token=${encodeURIComponent(request.trackingToken)}`;
  const what = form === 'quote' ? 'quote request' : 'request';
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `We received your ${what}`,
    paragraphs: [
      greeting(request.firstName),
      `Thank you for your ${what} about ${request.serviceInterest}. We will contact you ${REPLY_TIMES[form]}.`,
      `Your tracking code is ${request.trackingToken}. Keep it to check on your request at any time.`,
      `Rather talk to someone? Call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}.`,
    ],
    action: { label: 'Track your request', url: link },
  });
  await mailer.send({
    to: request.email,
    subject: `We received your ${what} (${request.trackingToken})`,
    text,
    html,
    kind: 'contact-confirmation',
  });
}

/** What each status means to the requester (the tracking page's status texts, in a sentence). */
const STATUS_NEWS: Record<ContactStatus, string> = {
  new: 'Your request is waiting to be reviewed by our team. We will contact you within 24 to 48 hours, with a quote if one applies.',
  'in-progress': 'Our team is now actively working on your request. We will keep you posted.',
  completed: `Your request is complete. Thank you for choosing ${defaultBusiness.name}!`,
  cancelled: 'Your request has been cancelled. If you still need help, please contact us and we will gladly help.',
};

/** "Your request is now In Progress", with the tracking link: sent only when the requester asked for e-mail updates. */
export async function sendStatusChange(
  mailer: Mailer,
  publicUrl: string,
  request: { firstName: string; email: string; trackingToken: string; serviceInterest: string; status: ContactStatus },
) {
  const link = `${publicUrl}/track-request?token=${encodeURIComponent(request.trackingToken)}`;
  const news = { label: CONTACT_STATUS_LABELS[request.status], text: STATUS_NEWS[request.status] };
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `Your request is now ${news.label}`,
    paragraphs: [
      greeting(request.firstName),
      `There is news about your request about ${request.serviceInterest} (tracking code ${request.trackingToken}).`,
      `New status: ${news.label}. ${news.text}`,
      `Rather talk to someone? Call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}.`,
    ],
    action: { label: 'Track your request', url: link },
    footer: 'You are receiving this e-mail because you asked to be told about your request by e-mail.',
  });
  await mailer.send({
    to: request.email,
    subject: `Your request ${request.trackingToken} is now ${news.label}`,
    text,
    html,
    kind: 'contact-status',
  });
}
