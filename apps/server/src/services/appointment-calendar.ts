import { defaultBusiness, type Locale } from '@ta/shared';
import { createRequire } from 'node:module';
import type { createEvent as CreateEvent, EventAttributes, EventStatus } from 'ics';
import { mailIntl } from '../i18n/mail-intl.js';
import type { AppointmentRecord } from '../repositories/appointment-rows.js';
import { appointmentInstants } from './appointment-time.js';
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

/**
 * One appointment as an iCalendar file. Times are emitted in UTC, converted from the
 * appointment's New York wall-clock times, so every calendar app places it correctly. The UID
 * never changes and SEQUENCE grows with each change of date, time, place or status, so a newer
 * file (or a cancellation) replaces the event an earlier one added. Its title, description and link
 * are in `language`: by default the client's (docs/i18n.md, "E-mails and the stored language").
 */
export function appointmentCalendar(
  appointment: CalendarAppointment,
  publicUrl: string,
  language: Locale = appointment.clientLanguage,
): string {
  const { start, end } = appointmentInstants(appointment);
  const business = defaultBusiness.name;
  const intl = mailIntl(language);
  const method = calendarMethod(appointment);
  const description = [
    appointment.notes,
    intl.t('calendar.questions', {
      business,
      phone: defaultBusiness.phoneDisplay,
      hours: intl.t('business.phone-hours'),
    }),
  ]
    .filter(Boolean)
    .join('\n\n');
  const event: EventAttributes = {
    method,
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
    title: appointment.serviceName
      ? intl.t('calendar.title', { service: intl.service(appointment.serviceName), business })
      : intl.t('calendar.title-no-service', { business }),
    description,
    ...(appointment.location ? { location: appointment.location } : {}),
    url: intl.link(publicUrl, '/appointments'),
    status: eventStatus(appointment.status),
    busyStatus: 'BUSY',
    // RFC 5546 requires the organizer in PUBLISH and CANCEL, and in CANCEL the attendee whose event ends.
    organizer: { name: business, email: defaultBusiness.email },
    ...(method === 'CANCEL'
      ? { attendees: [{ name: appointment.clientName, email: appointment.clientEmail, rsvp: false }] }
      : {}),
  };
  // Loaded on the first calendar file rather than at start, to keep an idle server small.
  const { createEvent } = createRequire(import.meta.url)('ics') as { createEvent: typeof CreateEvent };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error(`Could not build the calendar file for appointment ${appointment.id}`);
  // `ics` folds lines at 75 characters; RFC 5545 counts octets, which "é" or an emoji exceed.
  return foldCalendar(value);
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
