import { WEEKDAY_NAMES, WEEKDAYS_MONDAY_FIRST, type StaffAvailability } from '@ta/shared';
import { formatAppointmentDate, formatTimeRange } from '../../lib/appointment-format';

/** "Monday". */
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday] ?? 'That day';

/** "45 minutes", "1 hour", "3 hours 30 minutes". */
export function minutesInWords(total: number): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const h = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const m = minutes === 0 && hours > 0 ? '' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return [h, m].filter(Boolean).join(' ');
}

/** "24 hours", "1 hour", "0 hours". */
export const hoursInWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** "60 days", "1 day". */
export const daysInWords = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "March 3, 2026" or "March 3, 2026 to March 5, 2026". */
export function daysRange(firstDay: string, lastDay: string): string {
  return firstDay === lastDay
    ? formatAppointmentDate(firstDay)
    : `${formatAppointmentDate(firstDay)} to ${formatAppointmentDate(lastDay)}`;
}

/** Each weekday, Monday first, with its periods as words ("9:00 AM to 12:00 PM"); none: an empty list. */
export function weekLines(
  periods: readonly { weekday: number; start: string; end: string }[],
): { weekday: number; name: string; periods: string[] }[] {
  return WEEKDAYS_MONDAY_FIRST.map((weekday) => ({
    weekday,
    name: weekdayName(weekday),
    periods: periods
      .filter((p) => p.weekday === weekday)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((p) => formatTimeRange(p.start, p.end)),
  }));
}

export const workingPeriods = (availability: StaffAvailability) =>
  availability.hours.map((h) => ({ weekday: h.weekday, start: h.starts, end: h.ends }));
