import { businessInstant } from './business-time.js';

/** Terms and Conditions: cancelling with under 24 hours' notice costs half the fee. */
export const LATE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_MESSAGE =
  'This appointment starts in less than 24 hours. Under our cancellation policy, 50% of the service fee is due when an appointment is cancelled with less than 24 hours’ notice.';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** A real yyyy-MM-dd calendar date (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/**
 * Whether the appointment starts less than 24 real hours after `now` (or has already started): the
 * one rule behind the cancel dialog's fee warning, the cancellation e-mail and the booking e-mail.
 * The start is New York wall-clock time, so a clock change between now and then counts as the hour
 * it really is. A date or time that cannot be read is never late: no fee is claimed on a guess.
 */
export function isLateCancellation(
  appointment: { appointmentDate: string; startTime: string },
  now: Date = new Date(),
): boolean {
  if (!isCalendarDate(appointment.appointmentDate) || !TIME_PATTERN.test(appointment.startTime)) return false;
  const start = businessInstant(appointment.appointmentDate, appointment.startTime).getTime();
  return start - now.getTime() < LATE_CANCELLATION_HOURS * 60 * 60 * 1000;
}
