import { businessToday, type ClientAppointment } from '@ta/shared';

export const APPOINTMENT_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

export type AppointmentsByTab = Record<AppointmentTab, ClientAppointment[]>;

type Schedule = Pick<ClientAppointment, 'appointmentDate' | 'startTime'>;

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

/** A yyyy-MM-dd calendar date, or null when it is not a real date (2026-02-30 is not). */
function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Minutes after midnight of an HH:mm or HH:mm:ss time, or null when it is not a time of day. */
function minutesOf(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 60 + minutes;
}

/** 'MMMM d, yyyy'. The date is a calendar date, so no time zone can move it to another day. */
export function formatAppointmentDate(value: string): string {
  const date = calendarDate(value);
  return date ? `${MONTHS[date.month - 1]} ${date.day}, ${date.year}` : 'Invalid date';
}

/** 'h:mm a', such as 9:05 AM. */
export function formatAppointmentTime(value: string): string {
  const total = minutesOf(value);
  if (total === null) return 'Invalid time';
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A card's title: the service, then the weekday and date, such as "Grocery Shopping, Tuesday,
 * December 1" (the year is on the card's date line). "Unknown Service" when the service was removed;
 * the service alone when the date cannot be read.
 */
export function appointmentTitle(appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate'>): string {
  const service = appointment.serviceName ?? 'Unknown Service';
  const date = calendarDate(appointment.appointmentDate);
  if (!date) return service;
  const weekday = WEEKDAYS[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${service}, ${weekday}, ${MONTHS[date.month - 1]} ${date.day}`;
}

/**
 * Who is coming, by first name only (the server sends nothing more of staff). Before the visit an
 * unassigned one says we will tell them; afterwards, with no one named, there is nothing to say.
 */
export function whoIsComing(staffFirstName: string | null, tab: AppointmentTab): string | null {
  const name = staffFirstName?.trim();
  if (tab === 'upcoming') return name ? `${name} is coming.` : 'We will tell you who is coming.';
  return name ? `With ${name}.` : null;
}

/** Oldest first, by date and then start time; values that are not a date or time go last. */
export function compareAppointments(a: Schedule, b: Schedule): number {
  const dateA = calendarDate(a.appointmentDate) ? a.appointmentDate : '\uffff';
  const dateB = calendarDate(b.appointmentDate) ? b.appointmentDate : '\uffff';
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  return (minutesOf(a.startTime) ?? Infinity) - (minutesOf(b.startTime) ?? Infinity) || 0;
}

/**
 * Upcoming: today or later in the business's time zone, whatever the time of day; Past: before today;
 * Cancelled: every cancelled one. An appointment whose date is unreadable stays under Upcoming, where
 * the client can still ask about it or cancel it.
 */
export function appointmentTab(appointment: ClientAppointment, now: Date): AppointmentTab {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (!calendarDate(appointment.appointmentDate)) return 'upcoming';
  return appointment.appointmentDate >= businessToday(now) ? 'upcoming' : 'past';
}

export function splitAppointmentsByTab(appointments: readonly ClientAppointment[], now: Date): AppointmentsByTab {
  const tabs: AppointmentsByTab = { upcoming: [], past: [], cancelled: [] };
  for (const appointment of appointments) tabs[appointmentTab(appointment, now)].push(appointment);
  for (const tab of APPOINTMENT_TABS) tabs[tab].sort(compareAppointments);
  return tabs;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Grey (slate-500) when the service has no colour, or one that is not a hex colour. */
export const DEFAULT_SERVICE_COLOUR = '#64748b';

export function serviceBarColour(color: string | null): string {
  return color && HEX_COLOUR.test(color) ? color : DEFAULT_SERVICE_COLOUR;
}

/** Request Reschedule: the request form, already naming the appointment to move. */
export function rescheduleHref(appointmentId: number): string {
  return `/contact?service=reschedule&appointment=${appointmentId}`;
}

/** Which appointment, in one line: "Grocery Shopping, Tuesday, December 1, 10:00 AM – 1:00 PM". */
export function appointmentSummary(
  appointment: Pick<ClientAppointment, 'serviceName' | 'appointmentDate' | 'startTime' | 'endTime'>,
): string {
  const time = `${formatAppointmentTime(appointment.startTime)} – ${formatAppointmentTime(appointment.endTime)}`;
  return `${appointmentTitle(appointment)}, ${time}`;
}
