import { defaultBusiness, isLateCancellation, LATE_CANCELLATION_MESSAGE } from '@ta/shared';
import type { AppointmentRecord } from '../repositories/appointments-repository.js';
import { calendarAttachment } from './appointment-calendar.js';
import { describeAppointmentTime } from './appointment-time.js';
import { greeting, renderEmail } from './email-templates.js';
import type { ServiceContext } from './service-context.js';

/**
 * The e-mails a client gets about their appointment: booked, changed, cancelled (by them or by the
 * business) and the day-before reminder. Those that change the client's calendar carry the
 * appointment as an .ics file. The e-mails to the office and staff are in staff-emails.ts.
 */

/** The booking e-mail's word on cancelling when the visit is 24 hours or more away: no fee to mention yet. */
export const CANCEL_IN_GOOD_TIME = 'Tell us at least 24 hours before the visit and there is no charge.';

const callUs = `call us at ${defaultBusiness.phoneDisplay}, ${defaultBusiness.hours.phone}`;
const serviceOf = (a: AppointmentRecord) => (a.serviceName ? `${a.serviceName} appointment` : 'appointment');
const placeOf = (a: AppointmentRecord) => (a.location ? [`Place: ${a.location}`] : []);
const notesOf = (a: AppointmentRecord) => (a.notes ? [`Notes: ${a.notes}`] : []);
const requestNew = (publicUrl: string) => ({
  label: 'Request a new appointment',
  url: `${publicUrl}/contact?service=appointment`,
});

/** Clients with an account can see their appointments online; others are pointed to the contact page. */
function actionFor(appointment: AppointmentRecord, publicUrl: string) {
  return appointment.clientId === null
    ? { label: 'Contact us', url: `${publicUrl}/contact?service=appointment` }
    : { label: 'See your appointments', url: `${publicUrl}/appointments` };
}

/** Where the e-mails go from and link to. */
export type ClientMail = Pick<ServiceContext, 'mailer' | 'publicUrl'>;

interface ClientEmail {
  subject: string;
  kind: string;
  heading: string;
  /** After the greeting. */
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
  /** Attach the calendar file (a cancellation's takes the event out of the calendar). */
  calendar: boolean;
}

/** `write` gets the appointment's words ("Home Organization appointment", its day and time) and the site's address. */
async function sendToClient(
  { mailer, publicUrl }: ClientMail,
  appointment: AppointmentRecord,
  write: (words: { what: string; when: string; publicUrl: string }) => ClientEmail,
) {
  const email = write({ what: serviceOf(appointment), when: describeAppointmentTime(appointment), publicUrl });
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: email.heading,
    paragraphs: [greeting(appointment.clientName), ...email.paragraphs],
    action: email.action,
    footer: email.footer,
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: email.subject,
    text,
    html,
    kind: email.kind,
    ...(email.calendar ? { attachments: [calendarAttachment(appointment, publicUrl)] } : {}),
  });
}

/**
 * Staff booked the appointment. The late-cancellation fee is mentioned only when the visit is
 * already less than 24 hours away as the e-mail is written (the same rule as the cancel dialog and
 * the cancellation confirmation).
 */
export async function sendAppointmentConfirmation(mail: ClientMail, appointment: AppointmentRecord, now = new Date()) {
  await sendToClient(mail, appointment, ({ what, when, publicUrl }) => ({
    subject: `Your ${what} on ${when} is booked`,
    kind: 'appointment-confirmation',
    heading: 'Your appointment is booked',
    paragraphs: [
      `We have booked your ${what} on ${when}.`,
      ...placeOf(appointment),
      ...notesOf(appointment),
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
    calendar: true,
  }));
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
  mail: ClientMail,
  appointment: AppointmentRecord,
  change: AppointmentChange,
) {
  await sendToClient(mail, appointment, ({ what, when, publicUrl }) => ({
    subject: changeSubject(what, when, change),
    kind: 'appointment-changed',
    heading: 'Your appointment has changed',
    paragraphs: [
      change.time ? `Your ${what} is now on ${when}.` : `Your ${what} on ${when} is now at a new place.`,
      ...placeOf(appointment),
      'The attached calendar file (.ics) updates the appointment in your calendar: open it on your phone or computer.',
      `If the new ${change.time && change.place ? 'time or place' : change.time ? 'time' : 'place'} does not suit you, ${callUs}.`,
    ],
    action: actionFor(appointment, publicUrl),
    footer: 'You are receiving this e-mail because an appointment booked for you was changed.',
    calendar: true,
  }));
}

/** The client cancelled: as they asked, with the late-notice fee reminder when it started in under 24 hours. */
export async function sendCancellationConfirmation(mail: ClientMail, appointment: AppointmentRecord, now = new Date()) {
  await sendToClient(mail, appointment, ({ what, when, publicUrl }) => ({
    subject: `Your ${what} on ${when} is cancelled`,
    kind: 'appointment-cancelled',
    heading: 'Your appointment is cancelled',
    paragraphs: [
      `As you asked, we have cancelled your ${what} on ${when}.`,
      ...placeOf(appointment),
      ...(isLateCancellation(appointment, now) ? [LATE_CANCELLATION_MESSAGE] : []),
      `If this was a mistake, or you would like another time, ${callUs}, or request a new appointment.`,
    ],
    action: requestNew(publicUrl),
    footer: 'You are receiving this e-mail because an appointment on your account was cancelled.',
    // METHOD:CANCEL with the event's UID takes it out of the client's calendar.
    calendar: true,
  }));
}

/** The business cancelled the appointment: no late-cancellation fee applies to the client. */
export async function sendCancelledByBusinessNotice(mail: ClientMail, appointment: AppointmentRecord) {
  await sendToClient(mail, appointment, ({ what, when, publicUrl }) => ({
    subject: `Your ${what} on ${when} is cancelled`,
    kind: 'appointment-cancelled',
    heading: 'Your appointment is cancelled',
    paragraphs: [
      `We are sorry to tell you that your ${what} on ${when} has been cancelled.`,
      ...placeOf(appointment),
      `To find another time that suits you, ${callUs}, or request a new appointment.`,
    ],
    action: requestNew(publicUrl),
    footer: 'You are receiving this e-mail because an appointment booked for you was cancelled.',
    calendar: true,
  }));
}

/** About 24 hours before: what, when and where, and how to reach us. */
export async function sendAppointmentReminder(mail: ClientMail, appointment: AppointmentRecord) {
  await sendToClient(mail, appointment, ({ what, when, publicUrl }) => ({
    subject: `Reminder: your ${what} on ${when}`,
    kind: 'appointment-reminder',
    heading: 'See you soon',
    paragraphs: [
      `This is a friendly reminder of your ${what} on ${when}.`,
      ...placeOf(appointment),
      ...notesOf(appointment),
      `Need to change or cancel it? Please ${callUs} as soon as you can.`,
    ],
    action: actionFor(appointment, publicUrl),
    footer: 'You are receiving this e-mail because an appointment is booked for you.',
    calendar: false,
  }));
}
