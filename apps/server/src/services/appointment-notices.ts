import { defaultBusiness } from '@ta/shared';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import { calendarAttachment } from './appointment-calendar.js';
import { describeAppointmentTime } from './appointment-time.js';
import { greeting, renderEmail } from './email-templates.js';
import type { Mailer } from './mailer.js';

/**
 * E-mails about appointments that staff change, and the day-before reminder. The
 * booking confirmation and the client's own cancel notice are in appointment-emails.ts.
 */

const describeService = (a: AppointmentRecord) => (a.serviceName ? `${a.serviceName} appointment` : 'appointment');
const callUs = `call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}`;

/** Clients with an account can see their appointments online; others are pointed to the contact page. */
function actionFor(appointment: AppointmentRecord, publicUrl: string) {
  return appointment.clientId === null
    ? { label: 'Contact us', url: `${publicUrl}/contact?service=appointment` }
    : { label: 'See your appointments', url: `${publicUrl}/appointments` };
}

/** The business cancelled the appointment: no late-cancellation fee applies to the client. */
export async function sendStaffCancellationNotice(mailer: Mailer, publicUrl: string, appointment: AppointmentRecord) {
  const what = describeService(appointment);
  const when = describeAppointmentTime(appointment);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'Your appointment is cancelled',
    paragraphs: [
      greeting(appointment.clientName),
      `We are sorry to tell you that your ${what} on ${when} has been cancelled.`,
      ...(appointment.location ? [`Place: ${appointment.location}`] : []),
      `To find another time that suits you, ${callUs}, or request a new appointment.`,
    ],
    action: { label: 'Request a new appointment', url: `${publicUrl}/contact?service=appointment` },
    footer: 'You are receiving this e-mail because an appointment booked for you was cancelled.',
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

/** What a change notice is about: a new date or time, a new place, or both. */
export interface AppointmentChange {
  time: boolean;
  place: boolean;
}

/** The subject says what changed, so the client knows before opening it. */
function changeSubject(what: string, when: string, change: AppointmentChange): string {
  if (change.time && change.place) return `New time and place for your ${what}: ${when}`;
  if (change.time) return `New time for your ${what}: ${when}`;
  return `New place for your ${what} on ${when}`;
}

/** Staff moved the appointment (date, time or place): the new details and an updated calendar file. */
export async function sendAppointmentChangeNotice(
  mailer: Mailer,
  publicUrl: string,
  appointment: AppointmentRecord,
  change: AppointmentChange,
) {
  const what = describeService(appointment);
  const when = describeAppointmentTime(appointment);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'Your appointment has changed',
    paragraphs: [
      greeting(appointment.clientName),
      change.time ? `Your ${what} is now on ${when}.` : `Your ${what} on ${when} is now at a new place.`,
      ...(appointment.location ? [`Place: ${appointment.location}`] : []),
      'The attached calendar file (.ics) updates the appointment in your calendar: open it on your phone or computer.',
      `If the new ${change.time && change.place ? 'time or place' : change.time ? 'time' : 'place'} does not suit you, ${callUs}.`,
    ],
    action: actionFor(appointment, publicUrl),
    footer: 'You are receiving this e-mail because an appointment booked for you was changed.',
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: changeSubject(what, when, change),
    text,
    html,
    kind: 'appointment-changed',
    attachments: [calendarAttachment(appointment, publicUrl)],
  });
}

/** About 24 hours before: what, when and where, and how to reach us. */
export async function sendAppointmentReminder(mailer: Mailer, publicUrl: string, appointment: AppointmentRecord) {
  const what = describeService(appointment);
  const when = describeAppointmentTime(appointment);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'See you soon',
    paragraphs: [
      greeting(appointment.clientName),
      `This is a friendly reminder of your ${what} on ${when}.`,
      ...(appointment.location ? [`Place: ${appointment.location}`] : []),
      ...(appointment.notes ? [`Notes: ${appointment.notes}`] : []),
      `Need to change or cancel it? Please ${callUs} as soon as you can.`,
    ],
    action: actionFor(appointment, publicUrl),
    footer: 'You are receiving this e-mail because an appointment is booked for you.',
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: `Reminder: your ${what} on ${when}`,
    text,
    html,
    kind: 'appointment-reminder',
  });
}
