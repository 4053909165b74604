import { APPOINTMENT_STATUS_LABELS, LOCALE_TAGS, type ClientAppointment, type Locale } from '@ta/shared';

/**
 * How appointments read everywhere: in the back office, the client area and e-mail previews.
 * Appointment dates and times are New York wall-clock values (yyyy-MM-dd, HH:mm or HH:mm:ss). They
 * are written as they are, from their parts, never through a Date in the device's time zone, so no
 * zone or clock change can move them to another day or hour. A value that cannot be read says so
 * ('Invalid date', 'Invalid time') rather than showing something wrong.
 *
 * Each function takes the reader's language, English by default (the back office reads English).
 * English is written from its parts as below; other languages go through Intl with the language's
 * tag (docs/i18n.md), on a UTC date built from the parts, so the calendar date never moves either.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
}

/** A yyyy-MM-dd calendar date, or null when it is not a real date (2026-02-30 is not). */
export function calendarDate(value: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, weekday: check.getUTCDay() };
}

/** Minutes after midnight of an HH:mm or HH:mm:ss time, or null when it is not a time of day. */
export function minutesOfDay(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes;
}

const shortName = (name: string) => name.slice(0, 3);

/** The words for a value that cannot be read, in each language. */
const INVALID: Record<Locale, { date: string; time: string }> = {
  en: { date: 'Invalid date', time: 'Invalid time' },
  es: { date: 'Fecha no válida', time: 'Hora no válida' },
};

/**
 * Intl's text with plain spaces: ICU versions differ in the spaces they use (no-break, narrow), and
 * the server's text must equal the browser's.
 */
const plainSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** A calendar date in a language through Intl, read at UTC midnight so it stays the same day. */
function intlDate(date: CalendarDate, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'UTC', ...options });
  return plainSpaces(format.format(new Date(Date.UTC(date.year, date.month - 1, date.day))));
}

/**
 * The 12-hour time from Intl's parts. The day period is spaced one way ("a. m.") whatever the ICU
 * version writes ("a.m." or "a. m."), so the server and every browser agree.
 */
export function intlTime(hours: number, minutes: number, locale: Locale): string {
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = format.formatToParts(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = plainSpaces(part('dayPeriod').replace(/\.\s*/g, '. '));
  return `${part('hour')}:${part('minute')} ${period}`;
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** 'MMMM d, yyyy': "March 2, 2026"; in Spanish "2 de marzo de 2026". */
export function formatAppointmentDate(value: string, locale: Locale = 'en'): string {
  const date = calendarDate(value);
  if (!date) return INVALID[locale].date;
  if (locale !== 'en') return intlDate(date, locale, LONG_DATE);
  return `${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

/** The calendar's heading, 'EEEE, MMMM d, yyyy': "Monday, March 2, 2026"; "lunes, 2 de marzo de 2026". */
export function formatDayHeading(value: string, locale: Locale = 'en'): string {
  const date = calendarDate(value);
  if (!date) return INVALID[locale].date;
  if (locale !== 'en') return intlDate(date, locale, { weekday: 'long', ...LONG_DATE });
  return `${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

/** A short day for lists, 'EEE, MMM d': "Mon, Mar 2". */
export function formatShortDay(value: string, locale: Locale = 'en'): string {
  const date = calendarDate(value);
  if (!date) return INVALID[locale].date;
  if (locale !== 'en') return intlDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${shortName(WEEKDAYS[date.weekday] ?? '')}, ${shortName(MONTHS[date.month - 1] ?? '')} ${date.day}`;
}

/** 'h:mm a': "9:05 AM", midnight and noon as 12; in Spanish "9:05 a. m.". */
export function formatAppointmentTime(value: string, locale: Locale = 'en'): string {
  const total = minutesOfDay(value);
  if (total === null) return INVALID[locale].time;
  const hours = Math.floor(total / 60);
  if (locale !== 'en') return intlTime(hours, total % 60, locale);
  const minutes = String(total % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The word between two times of a range, in each language. */
const RANGE_WORD: Record<Locale, string> = { en: 'to', es: 'a' };

/** "9:00 AM to 12:00 PM"; in Spanish "9:00 a. m. a 12:00 p. m.". */
export function formatTimeRange(start: string, end: string, locale: Locale = 'en'): string {
  return `${formatAppointmentTime(start, locale)} ${RANGE_WORD[locale]} ${formatAppointmentTime(end, locale)}`;
}

/** Clients read "Approved" where the office reads "Approved/Started"; every other word is the same. */
const CLIENT_LABELS: Partial<Record<keyof typeof APPOINTMENT_STATUS_LABELS, string>> = { approved: 'Approved' };

/** Who reads the status: the office, or the client it belongs to. */
export type StatusAudience = 'staff' | 'client';

/** The word for a status; a value the list does not know reads 'Unknown' rather than a raw code. */
export function appointmentStatusLabel(status: string, audience: StatusAudience = 'staff'): string {
  if (!Object.hasOwn(APPOINTMENT_STATUS_LABELS, status)) return 'Unknown';
  const known = status as keyof typeof APPOINTMENT_STATUS_LABELS;
  return (audience === 'client' ? CLIENT_LABELS[known] : undefined) ?? APPOINTMENT_STATUS_LABELS[known];
}

const UNKNOWN_SERVICE: Record<Locale, string> = { en: 'Unknown Service', es: 'Servicio desconocido' };

/** A service that was removed reads 'Unknown Service'. */
export function serviceLabel(serviceName: string | null, locale: Locale = 'en'): string {
  return serviceName ?? UNKNOWN_SERVICE[locale];
}

/**
 * A card's title: the service, then the weekday and date, such as "Grocery Shopping, Tuesday,
 * December 1" (the year is on the card's date line); the service alone when the date cannot be read.
 * `service` names the service in the reader's language when the caller knows a better name.
 */
export function appointmentTitle(
  appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate'>,
  locale: Locale = 'en',
  service: string = serviceLabel(appointment.serviceName, locale),
): string {
  const date = calendarDate(appointment.appointmentDate);
  if (!date) return service;
  if (locale !== 'en')
    return `${service}, ${intlDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}`;
  return `${service}, ${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${date.day}`;
}

/** Which appointment, in one line: "Grocery Shopping, Tuesday, December 1, 10:00 AM – 1:00 PM". */
export function appointmentSummary(
  appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate' | 'startTime' | 'endTime'>,
  locale: Locale = 'en',
): string {
  const time = `${formatAppointmentTime(appointment.startTime, locale)} – ${formatAppointmentTime(appointment.endTime, locale)}`;
  return `${appointmentTitle(appointment, locale)}, ${time}`;
}
