import { APPOINTMENT_STATUS_LABELS, type ClientAppointment } from '@ta/shared';

/**
 * How appointments read everywhere: in the back office, the client area and e-mail previews.
 * Appointment dates and times are New York wall-clock values (yyyy-MM-dd, HH:mm or HH:mm:ss). They
 * are written as they are, from their parts, never through a Date in the device's time zone, so no
 * zone or clock change can move them to another day or hour. A value that cannot be read says so
 * ('Invalid date', 'Invalid time') rather than showing something wrong.
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

/** 'MMMM d, yyyy': "March 2, 2026". */
export function formatAppointmentDate(value: string): string {
  const date = calendarDate(value);
  return date ? `${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : 'Invalid date';
}

/** The calendar's heading, 'EEEE, MMMM d, yyyy': "Monday, March 2, 2026". */
export function formatDayHeading(value: string): string {
  const date = calendarDate(value);
  return date ? `${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : 'Invalid date';
}

/** A short day for lists, 'EEE, MMM d': "Mon, Mar 2". */
export function formatShortDay(value: string): string {
  const date = calendarDate(value);
  return date
    ? `${shortName(WEEKDAYS[date.weekday] ?? '')}, ${shortName(MONTHS[date.month - 1] ?? '')} ${date.day}`
    : 'Invalid date';
}

/** 'h:mm a': "9:05 AM", midnight and noon as 12. */
export function formatAppointmentTime(value: string): string {
  const total = minutesOfDay(value);
  if (total === null) return 'Invalid time';
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "9:00 AM to 12:00 PM". */
export function formatTimeRange(start: string, end: string): string {
  return `${formatAppointmentTime(start)} to ${formatAppointmentTime(end)}`;
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

/** A service that was removed reads 'Unknown Service'. */
export function serviceLabel(serviceName: string | null): string {
  return serviceName ?? 'Unknown Service';
}

/**
 * A card's title: the service, then the weekday and date, such as "Grocery Shopping, Tuesday,
 * December 1" (the year is on the card's date line); the service alone when the date cannot be read.
 */
export function appointmentTitle(appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate'>): string {
  const service = serviceLabel(appointment.serviceName);
  const date = calendarDate(appointment.appointmentDate);
  if (!date) return service;
  return `${service}, ${WEEKDAYS[date.weekday]}, ${MONTHS[date.month - 1]} ${date.day}`;
}

/** Which appointment, in one line: "Grocery Shopping, Tuesday, December 1, 10:00 AM – 1:00 PM". */
export function appointmentSummary(
  appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate' | 'startTime' | 'endTime'>,
): string {
  const time = `${formatAppointmentTime(appointment.startTime)} – ${formatAppointmentTime(appointment.endTime)}`;
  return `${appointmentTitle(appointment)}, ${time}`;
}
