import { defaultBusiness, LATE_CANCELLATION_MESSAGE } from '@ta/shared';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import { describeAppointmentTime, isLateCancellation } from './appointment-time.js';
import { renderEmail } from './email-templates.js';
import type { Mailer } from './mailer.js';

/**
 * The notice a client gets after cancelling an appointment (DECISIONS.md), with the late-notice
 * fee reminder when it started in under 24 hours.
 */
export async function sendCancellationNotice(
  mailer: Mailer,
  publicUrl: string,
  appointment: AppointmentRecord,
  now: Date = new Date(),
) {
  const what = appointment.serviceName ? `${appointment.serviceName} appointment` : 'appointment';
  const when = describeAppointmentTime(appointment);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'Your appointment is cancelled',
    paragraphs: [
      `Hello ${appointment.clientName},`,
      `As you asked, we have cancelled your ${what} on ${when}.`,
      ...(appointment.location ? [`Place: ${appointment.location}`] : []),
      ...(isLateCancellation(appointment, now) ? [LATE_CANCELLATION_MESSAGE] : []),
      `If this was a mistake, or you would like another time, call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}, or request a new appointment.`,
    ],
    action: { label: 'Request a new appointment', url: `${publicUrl}/contact?service=appointment` },
    footer: 'You are receiving this e-mail because an appointment on your account was cancelled.',
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: `Your ${what} on ${when} is cancelled`,
    text,
    html,
    kind: 'appointment-cancelled',
  });
}
