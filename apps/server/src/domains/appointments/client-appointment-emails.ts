import { defaultBusiness, openingHoursSentence, isLateCancellation, notesSafeToSend, type Locale } from '@ta/shared';
import { mailIntl, type MailIntl } from '../../i18n/mail-intl.js';
import en from '../../i18n/en.json' with { type: 'json' };
import type { AppointmentRecord } from './appointments-repository.js';
import { calendarAttachment } from './appointment-calendar.js';
import { describeAppointmentTime } from '../../lib/appointment-time.js';
import { sendCircleCopies } from '../circle/index.js';
import { greeting, renderEmail } from '../../mail/email-templates.js';
import type { ServiceContext } from '../service-context.js';

/**
 * The e-mails a client gets about their appointment: booked, changed, cancelled (by them or by the
 * business) and the day-before reminder, in the client's language (`clientLanguage`: docs/i18n.md,
 * "E-mails and the stored language"). Those that change the client's calendar carry the appointment
 * as an .ics file. The client's trusted contacts with the `notices` right get a copy of each, in
 * their own language, without the appointment's notes (domains/circle/circle-notices.ts). The e-mails to
 * the office and staff are in staff-emails.ts.
 */

/** The booking e-mail's word on cancelling when the visit is 24 hours or more away: no fee to mention yet. */
export const CANCEL_IN_GOOD_TIME = en['appointment.cancel-in-good-time'];

/** Where the e-mails go from and link to, and who in the client's circle gets a copy. */
export type ClientMail = Pick<ServiceContext, 'mailer' | 'publicUrl' | 'repos'>;

/** What every client e-mail's sentences may name: the appointment, its time, and how to reach us. */
interface Words {
  intl: MailIntl;
  /** "Home Organization appointment", or "appointment" without a service. */
  what: string;
  /** Its day and time in the client's language. */
  when: string;
  phone: string;
  /** The phone line's hours, in the client's language. */
  hours: string;
  /** A page of the site in the client's language, as a full address. */
  link: (path: string) => string;
  /** Written for a trusted contact's copy: nothing only the client should read (the notes). */
  copy: boolean;
}

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

const placeOf = ({ intl }: Words, a: AppointmentRecord) =>
  a.location ? [intl.t('appointment.place', { place: a.location })] : [];
// Clients leave door codes in the notes: a trusted contact's copy leaves them out, and no copy
// carries notes that look like they hold a code (those belong in the property's sealed access notes).
const notesOf = ({ intl, copy }: Words, a: AppointmentRecord) => {
  const notes = notesSafeToSend(a.notes);
  return notes && !copy ? [intl.t('appointment.notes', { notes })] : [];
};
const requestNew = ({ intl, link }: Words) => ({
  label: intl.t('appointment.action.request-new'),
  url: link('/contact?service=appointment'),
});

/** Clients with an account can see their appointments online; others are pointed to the contact page. */
function actionFor({ intl, link }: Words, appointment: AppointmentRecord) {
  return appointment.clientId === null
    ? { label: intl.t('appointment.action.contact'), url: link('/contact?service=appointment') }
    : { label: intl.t('appointment.action.see'), url: link('/appointments') };
}

/** The appointment's words in `language`; `copy` for a trusted contact's copy. */
function wordsOf(publicUrl: string, appointment: AppointmentRecord, language: Locale, copy: boolean): Words {
  const intl = mailIntl(language);
  return {
    intl,
    what: appointment.serviceName
      ? intl.t('appointment.what', { service: intl.service(appointment.serviceName) })
      : intl.t('appointment.what-no-service'),
    when: describeAppointmentTime(appointment, language),
    phone: defaultBusiness.phoneDisplay,
    hours: openingHoursSentence(intl.language),
    link: (path) => intl.link(publicUrl, path),
    copy,
  };
}

/**
 * `write` gets the appointment's words in the client's language; then again in each trusted
 * contact's with `notices`, for their copy (an appointment on a client's account only).
 */
async function sendToClient(
  { mailer, publicUrl, repos }: ClientMail,
  appointment: AppointmentRecord,
  write: (words: Words) => ClientEmail,
) {
  const language = appointment.clientLanguage;
  const email = write(wordsOf(publicUrl, appointment, language, false));
  const { text, html } = renderEmail({
    businessName: defaultBusiness.name,
    heading: email.heading,
    paragraphs: [greeting(appointment.clientName, language), ...email.paragraphs],
    action: email.action,
    footer: email.footer,
    language,
  });
  await mailer.send({
    to: appointment.clientEmail,
    subject: email.subject,
    text,
    html,
    kind: email.kind,
    ...(email.calendar ? { attachments: [calendarAttachment(appointment, publicUrl)] } : {}),
  });
  if (appointment.clientId === null) return;
  await sendCircleCopies(
    { repos, mailer },
    { id: appointment.clientId, name: appointment.clientName },
    (_, contact) => {
      const copy = write(wordsOf(publicUrl, appointment, contact.language, true));
      return {
        subject: copy.subject,
        kind: copy.kind,
        heading: copy.heading,
        paragraphs: copy.paragraphs,
        action: copy.action,
        // The calendar file too, in the contact's language and without the notes.
        ...(copy.calendar
          ? { attachments: [calendarAttachment({ ...appointment, notes: null }, publicUrl, contact.language)] }
          : {}),
      };
    },
  );
}

/**
 * Staff booked the appointment. The late-cancellation fee is mentioned only when the visit is
 * already less than 24 hours away as the e-mail is written (the same rule as the cancel dialog and
 * the cancellation confirmation).
 */
export async function sendAppointmentConfirmation(mail: ClientMail, appointment: AppointmentRecord, now = new Date()) {
  await sendToClient(mail, appointment, (words) => {
    const { intl, what, when, phone, hours, link } = words;
    return {
      subject: intl.t('booked.subject', { what, when }),
      kind: 'appointment-confirmation',
      heading: intl.t('booked.heading'),
      paragraphs: [
        intl.t('booked.intro', { what, when }),
        ...placeOf(words, appointment),
        ...notesOf(words, appointment),
        intl.t('booked.calendar'),
        intl.t('booked.change', {
          phone,
          hours,
          policy: intl.t(
            isLateCancellation(appointment, now) ? 'business.late-cancellation' : 'appointment.cancel-in-good-time',
          ),
        }),
      ],
      // A client with an account sees and cancels it online; anyone else asks for another time.
      action:
        appointment.clientId === null
          ? { label: intl.t('appointment.action.other-time'), url: link('/contact?service=reschedule') }
          : { label: intl.t('appointment.action.see'), url: link('/appointments') },
      footer: intl.t('booked.footer'),
      calendar: true,
    };
  });
}

/** What a change notice is about: a new date or time, a new place, or both. */
export interface AppointmentChange {
  time: boolean;
  place: boolean;
}

const changeKind = (change: AppointmentChange) =>
  change.time && change.place ? 'both' : change.time ? 'time' : 'place';

/** Staff moved the appointment (date, time or place): the new details and an updated calendar file. */
export async function sendAppointmentChangeNotice(
  mail: ClientMail,
  appointment: AppointmentRecord,
  change: AppointmentChange,
) {
  await sendToClient(mail, appointment, (words) => {
    const { intl, what, when, phone, hours } = words;
    const kind = changeKind(change);
    return {
      // The subject says what changed, so the client knows before opening it.
      subject: intl.t(`changed.subject.${kind}`, { what, when }),
      kind: 'appointment-changed',
      heading: intl.t('changed.heading'),
      paragraphs: [
        intl.t(change.time ? 'changed.intro.time' : 'changed.intro.place', { what, when }),
        ...placeOf(words, appointment),
        intl.t('changed.calendar'),
        intl.t('changed.unsuitable', { change: kind, phone, hours }),
      ],
      action: actionFor(words, appointment),
      footer: intl.t('changed.footer'),
      calendar: true,
    };
  });
}

/**
 * The appointment is cancelled: by the client, as they asked, with the late-notice fee reminder when it
 * started in under 24 hours; or by the business, when no late-cancellation fee applies to the client.
 * The two say the same but for their own intro, closing and footer.
 */
export async function sendCancellationNotice(
  mail: ClientMail,
  appointment: AppointmentRecord,
  by: 'client' | 'business',
  now = new Date(),
) {
  const texts = by === 'client' ? 'cancelled' : 'cancelled-by-us';
  await sendToClient(mail, appointment, (words) => {
    const { intl, what, when, phone, hours } = words;
    const lateFee = by === 'client' && isLateCancellation(appointment, now);
    return {
      subject: intl.t('cancelled.subject', { what, when }),
      kind: 'appointment-cancelled',
      heading: intl.t('cancelled.heading'),
      paragraphs: [
        intl.t(`${texts}.intro`, { what, when }),
        ...placeOf(words, appointment),
        ...(lateFee ? [intl.t('business.late-cancellation')] : []),
        intl.t(`${texts}.again`, { phone, hours }),
      ],
      action: requestNew(words),
      footer: intl.t(`${texts}.footer`),
      // METHOD:CANCEL with the event's UID takes it out of the client's calendar.
      calendar: true,
    };
  });
}

/** About 24 hours before: what, when and where, and how to reach us. */
export async function sendAppointmentReminder(mail: ClientMail, appointment: AppointmentRecord) {
  await sendToClient(mail, appointment, (words) => {
    const { intl, what, when, phone, hours } = words;
    return {
      subject: intl.t('reminder.subject', { what, when }),
      kind: 'appointment-reminder',
      heading: intl.t('reminder.heading'),
      paragraphs: [
        intl.t('reminder.intro', { what, when }),
        ...placeOf(words, appointment),
        ...notesOf(words, appointment),
        intl.t('reminder.change', { phone, hours }),
      ],
      action: actionFor(words, appointment),
      footer: intl.t('reminder.footer'),
      calendar: false,
    };
  });
}
