import { APPOINTMENT_STATUS_LABELS } from '@ta/shared';
import { format } from 'date-fns';

/**
 * Appointment dates and times are New York wall-clock values (yyyy-MM-dd, HH:mm). They are shown as
 * written: a local Date built from the parts only carries them to date-fns' formatting, so the
 * device's own time zone never shifts them.
 */
function wallClock(date: string, time = '00:00'): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [y, m, d] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hh, mm] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hh > 23 || mm > 59) return null;
  const value = new Date(y, m - 1, d, hh, mm);
  return value.getFullYear() === y && value.getMonth() === m - 1 && value.getDate() === d ? value : null;
}

/** The calendar's heading: 'EEEE, MMMM d, yyyy' ("Monday, March 2, 2026"), or 'Invalid date'. */
export function formatDayHeading(date: string): string {
  const value = wallClock(date);
  return value ? format(value, 'EEEE, MMMM d, yyyy') : 'Invalid date';
}

/** 'MMMM d, yyyy', or 'Invalid date' when the value cannot be read. */
export function formatAppointmentDate(date: string): string {
  const value = wallClock(date);
  return value ? format(value, 'MMMM d, yyyy') : 'Invalid date';
}

/** A short day for lists: 'EEE, MMM d' ("Mon, Mar 2"). */
export function formatShortDay(date: string): string {
  const value = wallClock(date);
  return value ? format(value, 'EEE, MMM d') : 'Invalid date';
}

/** 'h:mm a' ("2:30 PM"), or 'Invalid time' when the value cannot be read. */
export function formatClockTime(time: string): string {
  const value = wallClock('2000-01-01', time);
  return value ? format(value, 'h:mm a') : 'Invalid time';
}

export function formatTimeRange(start: string, end: string): string {
  return `${formatClockTime(start)} to ${formatClockTime(end)}`;
}

/** The word for a status; a value the list does not know reads 'Unknown' rather than a raw code. */
export function appointmentStatusLabel(status: string): string {
  return Object.hasOwn(APPOINTMENT_STATUS_LABELS, status)
    ? APPOINTMENT_STATUS_LABELS[status as keyof typeof APPOINTMENT_STATUS_LABELS]
    : 'Unknown';
}

/** On the client's cards a missing service type reads 'Unknown Service'. */
export function serviceLabel(serviceName: string | null): string {
  return serviceName ?? 'Unknown Service';
}
