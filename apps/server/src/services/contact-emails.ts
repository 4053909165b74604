import { defaultBusiness } from '@ta/shared';
import type { ContactRequestRecord } from '../repositories/contact-requests-repository.js';
import { renderEmail } from './email-templates.js';
import type { Mailer } from './mailer.js';

/** "We received your request", with the tracking code and a link to follow it. */
export async function sendRequestConfirmation(mailer: Mailer, publicUrl: string, request: ContactRequestRecord) {
  const link = `${publicUrl}/track-request?token=${encodeURIComponent(request.trackingToken)}`;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: `Thank you, ${request.firstName}.`,
    paragraphs: [
      `We have received your request about ${request.serviceInterest}. We will contact you within 24 hours.`,
      `Your tracking code is ${request.trackingToken}. Keep it to check on your request at any time.`,
      `Rather talk to someone? Call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}.`,
    ],
    action: { label: 'Track your request', url: link },
  });
  await mailer.send({
    to: request.email,
    subject: `We received your request (${request.trackingToken})`,
    text,
    html,
    kind: 'contact-confirmation',
  });
}
