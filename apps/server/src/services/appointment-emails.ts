import { defaultBusiness, isLateCancellation, LATE_CANCELLATION_MESSAGE } from '@ta/shared';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import { calendarAttachment } from './appointment-calendar.js';
import { describeAppointmentTime } from './appointment-time.js';
import { greeting, renderEmail } from './email-templates.js';
import type { Mailer } from './mailer.js';

/** The booking e-mail's word on cancelling when the visit is 24 hours or more away: no fee to mention yet. */
export const CANCEL_IN_GOOD_TIME = 'Tell us at least 24 hours before the visit and there is no charge.';

/**
 * The notice a client gets after cancelling an appointment, with the late-notice
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
      greeting(appointment.clientName),
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
    // METHOD:CANCEL with the event's UID takes it out of the client's calendar.
    attachments: [calendarAttachment(appointment, publicUrl)],
  });
}

/**
 * The confirmation a client gets when staff book an appointment, with the
 * appointment as an .ics file so it goes into their calendar in one step. The late-cancellation
 * fee is mentioned only when the visit is already less than 24 hours away as the e-mail is written
 * (the same rule as the cancel dialog and the cancellation notice).
 */
export async function sendAppointmentConfirmation(
  mailer: Mailer,
  publicUrl: string,
  appointment: AppointmentRecord,
  now: Date = new Date(),
) {
  const what = appointment.serviceName ? `${appointment.serviceName} appointment` : 'appointment';
  const when = describeAppointmentTime(appointment);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'Your appointment is booked',
    paragraphs: [
      greeting(appointment.clientName),
      `We have booked your ${what} on ${when}.`,
      ...(appointment.location ? [`Place: ${appointment.location}`] : []),
      ...(appointment.notes ? [`Notes: ${appointment.notes}`] : []),
      'The attached calendar file (.ics) adds the appointment to your calendar: open it on your phone or computer.',
      `Need to change or cancel it? Call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}. ${
        isLateCancellation(appointment, now) ? LATE_CANCELLATION_MESSAGE : CANCEL_IN_GOOD_TIME
      }`,
    ],
    // A client with an account sees and cancels it online; anyone else asks for another time.
    action:
      appointment.clientId === null
        ? { label: 'Ask for a different time', url: `${publicUrl}/contact?service=reschedule` }
        : { label: 'See your appointments', url: `${publicUrl}/appointments` },
    footer: 'You are receiving this e-mail because an appointment was booked for you.',
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: `Your ${what} on ${when} is booked`,
    text,
    html,
    kind: 'appointment-confirmation',
    attachments: [calendarAttachment(appointment, publicUrl)],
  });
}
