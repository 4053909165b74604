import {
  businessInstant,
  CALLBACK_TIME_LABELS,
  defaultBusiness,
  formatBusinessClock,
  formatBusinessTime,
  staffMemberName,
  type BookedTime,
  type CallbackTime,
  type Locale,
} from '@ta/shared';
import type { AppointmentRecord } from '../appointments/index.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { Mailer } from '../../mail/mailer.js';
import type { StaffRecipient } from './staff-recipients.js';

/**
 * E-mails to the people who run the business: work given to someone, and the office's news of
 * new work (decision 022). They name the work, when and where, and link to its back-office page,
 * which asks for a sign-in. Nothing secret goes in them: no tracking code and no appointment notes
 * (a client may leave a door code there); the requester's own message may, as staff read it anyway.
 */

/** A request as these e-mails describe it. */
export interface RequestForStaff {
  id: number;
  firstName: string;
  lastName: string;
  serviceInterest: string;
  specificService: string | null;
  message: string;
  preferredDate: string | null;
  preferredTime: string | null;
  location: string | null;
  /** A time picked from the list with the request: held (pending) for the office to confirm, or booked. */
  booking?: BookedTime | null;
  /** A repair asked from an urgent finding of a home check: to be called about the same day. */
  urgent?: boolean;
  /** The requester's phone ("" when none was given), written in an urgent request's e-mail. */
  phone?: string;
}

/** Long messages are cut in the e-mail; the whole text is on the request page. */
const QUOTE_LENGTH = 500;
const quote = (message: string) => {
  const chars = Array.from(message.trim());
  return `“${chars.length > QUOTE_LENGTH ? `${chars.slice(0, QUOTE_LENGTH).join('')}…` : chars.join('')}”`;
};

/** "Wednesday, July 15, 2026 at 10:00 AM", "…, 2026", or null when no day was asked for. */
function describePreferred(request: RequestForStaff): string | null {
  if (!request.preferredDate) return null;
  const instant = businessInstant(request.preferredDate, request.preferredTime ?? '12:00');
  const day = formatBusinessTime(instant, 'en-US', { dateStyle: 'full' });
  return request.preferredTime ? `${day} at ${formatBusinessClock(instant, 'en-US')}` : day;
}

const requester = (request: { firstName: string; lastName: string }) =>
  `${request.firstName} ${request.lastName}`.trim();
const service = (request: RequestForStaff) =>
  request.specificService ? `${request.serviceInterest} (${request.specificService})` : request.serviceInterest;
const appointmentService = (appointment: AppointmentRecord) => appointment.serviceName ?? 'An appointment';

function requestLines(request: RequestForStaff): string[] {
  const preferred = describePreferred(request);
  const { booking } = request;
  const when = booking
    ? `${describeAppointmentTime({ appointmentDate: booking.date, startTime: booking.start, endTime: booking.end })} (${
        booking.status === 'confirmed' ? 'booked online' : 'held for them: please confirm it'
      })`
    : preferred
      ? `${preferred} (the day they asked for)`
      : 'no day asked for yet';
  return [
    `What: ${service(request)}, for ${requester(request)}`,
    `When: ${when}`,
    `Where: ${request.location ?? 'no place given yet'}`,
  ];
}

function appointmentLines(appointment: AppointmentRecord): string[] {
  return [
    `What: ${appointmentService(appointment)}, for ${appointment.clientName}`,
    `When: ${describeAppointmentTime(appointment)}`,
    `Where: ${appointment.location ?? 'no place set yet'}`,
  ];
}

const requestAction = (publicUrl: string, request: RequestForStaff) => ({
  label: 'Open the request',
  url: `${publicUrl}/admin/contacts/${request.id}`,
});
const appointmentAction = (publicUrl: string, appointment: AppointmentRecord) => ({
  label: 'Open the appointment',
  url: `${publicUrl}/admin/appointments/${appointment.id}`,
});

/** A home-watch visit as the staff member's e-mail names it: never its access notes. */
export interface VisitForStaff {
  id: number;
  propertyName: string;
  address: string;
  clientName: string;
  date: string;
  startTime: string;
  endTime: string;
}

export type GivenWork =
  | { kind: 'appointment'; appointment: AppointmentRecord }
  | { kind: 'request'; request: RequestForStaff }
  | { kind: 'visit'; visit: VisitForStaff };

/** The e-mail's texts for each kind of work. */
function givenWorkContent(publicUrl: string, giver: string, work: GivenWork) {
  if (work.kind === 'appointment') {
    return {
      heading: 'An appointment for you',
      intro: `${giver} has put you down to attend this appointment.`,
      lines: appointmentLines(work.appointment),
      action: appointmentAction(publicUrl, work.appointment),
      subject: `Appointment for you: ${appointmentService(work.appointment)} for ${work.appointment.clientName}, ${describeAppointmentTime(work.appointment)}`,
    };
  }
  if (work.kind === 'request') {
    return {
      heading: 'A request for you',
      intro: `${giver} has asked you to handle this request.`,
      lines: requestLines(work.request),
      action: requestAction(publicUrl, work.request),
      subject: `Request for you: ${work.request.serviceInterest} from ${requester(work.request)}`,
    };
  }
  const { visit } = work;
  const when = describeAppointmentTime({
    appointmentDate: visit.date,
    startTime: visit.startTime,
    endTime: visit.endTime,
  });
  return {
    heading: 'A home check for you',
    intro: `${giver} has put you down for this home-watch visit. The access notes are on the visit's page while it is open.`,
    lines: [
      `What: home check of ${visit.propertyName}, for ${visit.clientName}`,
      `When: ${when}`,
      `Where: ${visit.address}`,
    ],
    action: { label: 'Open the visit', url: `${publicUrl}/admin/visits/${visit.id}` },
    subject: `Home check for you: ${visit.propertyName}, ${when}`,
  };
}

/** To the staff member someone else gave work to: an appointment to attend, a request or a home check. */
export async function sendWorkGivenNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  by: { firstName: string; lastName: string },
  work: GivenWork,
) {
  const content = givenWorkContent(publicUrl, staffMemberName(by), work);
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: content.heading,
    paragraphs: [greeting(recipient.firstName), content.intro, content.lines.join('\n')],
    action: content.action,
    footer: 'You are receiving this e-mail because a colleague gave you this work in the back office.',
  });
  await mailer.send({ to: recipient.email, subject: content.subject, text, html, kind: 'staff-work-given' });
}

/** To the office: a request came in from one of the site's forms. */
export async function sendNewRequestNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  request: RequestForStaff,
) {
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: request.urgent ? 'An urgent repair was asked for' : 'A new request came in',
    paragraphs: [
      greeting(recipient.firstName),
      request.urgent
        ? `${requester(request)} asked for the repair of an urgent finding of a home check. Please call them today.`
        : `${requester(request)} sent a request from the website:`,
      // An urgent one is a call to make: its number is in the e-mail.
      [...requestLines(request), ...(request.urgent && request.phone ? [`Phone: ${request.phone}`] : [])].join('\n'),
      quote(request.message),
      'Please assign it to someone, or take it yourself, from the back office.',
    ],
    action: requestAction(publicUrl, request),
    footer: 'You are receiving this e-mail because you are on the office’s list for new work.',
  });
  await mailer.send({
    to: recipient.email,
    subject: `${request.urgent ? 'Urgent repair' : 'New request'}: ${request.serviceInterest} from ${requester(request)}`,
    text,
    html,
    kind: 'staff-new-request',
  });
}

/** A callback as the office's e-mail describes it. */
export interface CallbackForStaff {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  bestTime: CallbackTime;
  message: string;
  /** The language the caller asked in: the call is made in it. */
  language: Locale;
}

/**
 * To the office: someone asked to be called back. The subject says it all ("Call back Ruth Diaz at
 * (352) 555-0199, best time: Morning"), so it can be acted on from a phone's list of e-mails.
 */
export async function sendCallbackNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  callback: CallbackForStaff,
) {
  const inSpanish = callback.language === 'es' ? ' (speaks Spanish)' : '';
  const call = `Call back ${requester(callback)}${inSpanish} at ${callback.phone}, best time: ${CALLBACK_TIME_LABELS[callback.bestTime]}`;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'Someone asked us to call them back',
    paragraphs: [
      greeting(recipient.firstName),
      `${call}.`,
      ...(callback.message ? [quote(callback.message)] : []),
      'When you have called, mark it done on the back-office dashboard, or take it yourself from the request page.',
    ],
    action: { label: 'Open the callback', url: `${publicUrl}/admin/contacts/${callback.id}` },
    footer: 'You are receiving this e-mail because you are on the office’s list for new work.',
  });
  await mailer.send({ to: recipient.email, subject: call, text, html, kind: 'staff-new-callback' });
}

/** To the office and the staff member attending: a client cancelled their appointment. */
export async function sendClientCancelledNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  appointment: AppointmentRecord,
) {
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'A client cancelled an appointment',
    paragraphs: [
      greeting(recipient.firstName),
      `${appointment.clientName} cancelled this appointment from their account:`,
      appointmentLines(appointment).join('\n'),
      'The time is free again. The client was sent a cancellation notice.',
    ],
    action: appointmentAction(publicUrl, appointment),
    footer: 'You are receiving this e-mail because you are on the office’s list or were to attend this appointment.',
  });
  await mailer.send({
    to: recipient.email,
    subject: `Cancelled by the client: ${appointmentService(appointment)} for ${appointment.clientName}, ${describeAppointmentTime(appointment)}`,
    text,
    html,
    kind: 'staff-client-cancelled',
  });
}

/**
 * To the office and the staff members concerned (the one who was to attend and the one who now does):
 * a client moved their appointment to another open time from their account (docs/booking.md).
 */
export async function sendClientMovedNotice(
  mailer: Mailer,
  publicUrl: string,
  recipient: StaffRecipient,
  before: AppointmentRecord,
  after: AppointmentRecord,
) {
  const staffChanged = before.staffId !== after.staffId;
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: 'A client moved an appointment',
    paragraphs: [
      greeting(recipient.firstName),
      `${after.clientName} moved this appointment to another open time from their account:`,
      [
        `What: ${appointmentService(after)}, for ${after.clientName}`,
        `Was: ${describeAppointmentTime(before)}${before.staffName ? `, with ${before.staffName}` : ''}`,
        `Now: ${describeAppointmentTime(after)}${after.staffName ? `, with ${after.staffName}` : ''}`,
        `Status: ${after.status}`,
      ].join('\n'),
      staffChanged
        ? 'The person attending has changed: the first time is free again for the one who was to attend.'
        : 'The same person attends; the earlier time is free again. The client was sent the new details.',
    ],
    action: appointmentAction(publicUrl, after),
    footer: 'You are receiving this e-mail because you are on the office’s list or attend this appointment.',
  });
  await mailer.send({
    to: recipient.email,
    subject: `Moved by the client: ${appointmentService(after)} for ${after.clientName}, now ${describeAppointmentTime(after)}`,
    text,
    html,
    kind: 'staff-client-moved',
  });
}
