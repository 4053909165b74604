import { defaultBusiness, openingHoursSentence, notesSafeToSend, type Locale } from '@ta/shared';
import { createRequire } from 'node:module';
import type { createEvents as CreateEvents, EventAttributes, EventStatus } from 'ics';
import { mailIntl } from '../../i18n/mail-intl.js';
import type { AppointmentRecord } from './appointment-rows.js';
import { appointmentInstants } from '../../lib/appointment-time.js';
import { foldCalendar } from './ical-folding.js';

export type CalendarAppointment = Pick<
  AppointmentRecord,
  | 'id'
  | 'serviceName'
  | 'appointmentDate'
  | 'startTime'
  | 'endTime'
  | 'status'
  | 'notes'
  | 'location'
  | 'clientName'
  | 'clientEmail'
  | 'calendarSequence'
  | 'clientLanguage'
>;

/**
 * iTIP (RFC 5546): a cancelled appointment is sent as CANCEL, which tells the calendar that
 * imported it to cancel the event with the same UID; anything else as PUBLISH, which adds or
 * updates it without asking the client to accept or decline.
 */
type CalendarMethod = 'PUBLISH' | 'CANCEL';
const calendarMethod = (appointment: Pick<AppointmentRecord, 'status'>): CalendarMethod =>
  appointment.status === 'cancelled' ? 'CANCEL' : 'PUBLISH';

function eventStatus(status: string): EventStatus {
  if (status === 'cancelled') return 'CANCELLED';
  if (status === 'pending') return 'TENTATIVE';
  return 'CONFIRMED';
}

/** Who reads an event: the client (and their circle) in e-mailed files, or a feed's owner. */
type Reader =
  | { kind: 'client' }
  /** A client's own feed: the first name of the staff member who comes, if one is assigned. */
  | { kind: 'client-feed'; staffFirstName: string | null }
  /** A staff member's feed: whom they visit, how to reach them, and the back-office page. */
  | { kind: 'staff'; clientPhone: string | null };

/**
 * One appointment as a calendar event, the one home of its UID, SEQUENCE, times and words: the
 * e-mailed file and the private feeds (docs/booking.md, "Calendar feeds") both build it here, so a
 * phone that has both treats them as the same event. Times are emitted in UTC, converted from the
 * appointment's New York wall-clock times. Never carries a property's access notes.
 */
function appointmentEvent(
  appointment: CalendarAppointment,
  publicUrl: string,
  language: Locale,
  reader: Reader,
): EventAttributes {
  const { start, end } = appointmentInstants(appointment);
  const business = defaultBusiness.name;
  const intl = mailIntl(language);
  const service = appointment.serviceName ? intl.service(appointment.serviceName) : null;
  const questions = intl.t('calendar.questions', {
    business,
    phone: defaultBusiness.phoneDisplay,
    hours: openingHoursSentence(intl.language),
  });
  const staffView = reader.kind === 'staff';
  // A calendar file leaves the site (mail, phones, shared calendars): no notes that hold a code.
  const notes = notesSafeToSend(appointment.notes);
  const description = staffView
    ? [
        reader.clientPhone ? intl.t('calendar.client-phone', { phone: reader.clientPhone }) : null,
        notes,
        intl.t('calendar.staff-link', { link: `${publicUrl}/admin/appointments/${appointment.id}` }),
      ]
    : [
        reader.kind === 'client-feed' && reader.staffFirstName
          ? intl.t('calendar.staff-name', { name: reader.staffFirstName })
          : null,
        notes,
        questions,
      ];
  const title = staffView
    ? intl.t('calendar.staff-title', {
        service: service ?? intl.t('calendar.no-service'),
        client: appointment.clientName,
      })
    : service
      ? intl.t('calendar.title', { service, business })
      : intl.t('calendar.title-no-service', { business });
  return {
    productId: `-//${business}//Appointments//EN`,
    // The same UID every time: importing the file again updates the event instead of adding one.
    uid: `appointment-${appointment.id}@${new URL(publicUrl).hostname}`,
    sequence: appointment.calendarSequence,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    description: description.filter(Boolean).join('\n\n'),
    ...(appointment.location ? { location: appointment.location } : {}),
    // Back-office pages are English only (docs/i18n.md); the client's page is in their language.
    url: staffView ? `${publicUrl}/admin/appointments/${appointment.id}` : intl.link(publicUrl, '/appointments'),
    status: eventStatus(appointment.status),
    busyStatus: 'BUSY',
  };
}

/** `ics`, loaded on the first calendar file rather than at start, to keep an idle server small. */
const createEvents = (): typeof CreateEvents =>
  (createRequire(import.meta.url)('ics') as { createEvents: typeof CreateEvents }).createEvents;

/**
 * One appointment as an iCalendar file. The UID never changes and SEQUENCE grows with each change
 * of date, time, place or status, so a newer file (or a cancellation) replaces the event an earlier
 * one added. Its title, description and link are in `language`: by default the client's
 * (docs/i18n.md, "E-mails and the stored language").
 */
export function appointmentCalendar(
  appointment: CalendarAppointment,
  publicUrl: string,
  language: Locale = appointment.clientLanguage,
): string {
  const business = defaultBusiness.name;
  const method = calendarMethod(appointment);
  const event: EventAttributes = {
    ...appointmentEvent(appointment, publicUrl, language, { kind: 'client' }),
    method,
    // RFC 5546 requires the organizer in PUBLISH and CANCEL, and in CANCEL the attendee whose event ends.
    organizer: { name: business, email: defaultBusiness.email },
    ...(method === 'CANCEL'
      ? { attendees: [{ name: appointment.clientName, email: appointment.clientEmail, rsvp: false }] }
      : {}),
  };
  const { error, value } = createEvents()([event]);
  if (error || !value) throw error ?? new Error(`Could not build the calendar file for appointment ${appointment.id}`);
  // `ics` folds lines at 75 characters; RFC 5545 counts octets, which "é" or an emoji exceed.
  return foldCalendar(value);
}

/** An appointment in a feed, with what its reader sees beyond the e-mailed file. */
export type FeedAppointment = CalendarAppointment & {
  clientPhone: string | null;
  staffFirstName: string | null;
};

/** How often a subscribed calendar should read the feed again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT1H';

/**
 * A private calendar feed (docs/booking.md, "Calendar feeds"): every appointment in it as the same
 * event the e-mailed files carry (same UID and SEQUENCE), in the feed owner's language; a cancelled
 * one stays in it with STATUS:CANCELLED, so the phone takes it off. A staff member's feed names the
 * client and their phone; a client's names the staff member by first name only.
 */
export function appointmentFeed(
  appointments: readonly FeedAppointment[],
  options: { publicUrl: string; language: Locale; owner: 'staff' | 'client' },
): string {
  const { publicUrl, language, owner } = options;
  const events = appointments.map((appointment) =>
    appointmentEvent(
      appointment,
      publicUrl,
      language,
      owner === 'staff'
        ? { kind: 'staff', clientPhone: appointment.clientPhone }
        : { kind: 'client-feed', staffFirstName: appointment.staffFirstName },
    ),
  );
  const { error, value } = createEvents()(events, {
    productId: `-//${defaultBusiness.name}//Appointments//EN`,
    method: 'PUBLISH',
    calName: mailIntl(language).t('calendar.feed-name', { business: defaultBusiness.name }),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar feed');
  // `ics` writes X-PUBLISHED-TTL (Outlook, Apple); RFC 7986's REFRESH-INTERVAL says the same to others.
  const withRefresh = value.replace(
    'X-PUBLISHED-TTL:PT1H\r\n',
    `X-PUBLISHED-TTL:${REFRESH}\r\nREFRESH-INTERVAL;VALUE=DURATION:${REFRESH}\r\n`,
  );
  return foldCalendar(withRefresh);
}

/** The calendar file for an e-mail: its content type names the method, as iMIP asks (RFC 6047 §2.4). */
export function calendarAttachment(
  appointment: CalendarAppointment,
  publicUrl: string,
  language: Locale = appointment.clientLanguage,
) {
  return {
    filename: `appointment-${appointment.id}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${calendarMethod(appointment)}`,
    content: appointmentCalendar(appointment, publicUrl, language),
  };
}
