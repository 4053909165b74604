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

const TITLE_LENGTH = 50;

/**
 * SPEC §2 and §9: the notes are the card's title, cut at 50 characters with an ellipsis (a space
 * left at the cut is dropped), or "Appointment" when there are none.
 */
export function appointmentTitle(notes: string | null): string {
  const text = notes?.trim() ?? '';
  if (text === '') return 'Appointment';
  return text.length > TITLE_LENGTH ? `${text.slice(0, TITLE_LENGTH).trimEnd()}...` : text;
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
