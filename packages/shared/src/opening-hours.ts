import { businessToday } from './business-time.js';
import { defaultBusiness, type OpeningHours } from './business.js';
import { openingHourLines } from './opening-hour-lines.js';
import { z } from './zod.js';

/**
 * Appointments outside the business's opening hours (a Sunday, 9 pm) are booked only when the person
 * confirms it (decision 023). The forms show the reason and a box to tick; the server refuses the
 * booking without `outsideHoursConfirmed`, so a script cannot skip the question.
 */
export const OUTSIDE_HOURS_LABEL = 'Book it outside opening hours';
/** The opening hours as the outside-hours refusal names them, in English. */
export const OPENING_HOURS_TEXT = openingHourLines('en-US').join(', ');
/** The refusal with the opening hours written in: the API's words, and its error code's (`outside_hours`). */
export const outsideHoursMessage = (hours: string) =>
  `This time is outside opening hours (${hours}). Tick “${OUTSIDE_HOURS_LABEL}” to book it anyway.`;
export const OUTSIDE_HOURS_MESSAGE = outsideHoursMessage(OPENING_HOURS_TEXT);

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** '18:00' as '6:00 PM'. */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Why a visit on `date` (yyyy-MM-dd, a New York calendar day) from `start` to `end` (HH:mm) is outside
 * opening hours, in a sentence; null when it is within them, or when the date or a time is not valid
 * (the fields' own checks report those). The whole visit must fit in one opening period of that day.
 */
export function openingHoursProblem(
  date: string,
  start: string,
  end: string,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
): string | null {
  const d = DATE.exec(date.trim());
  if (!d || !TIME.test(start.trim()) || !TIME.test(end.trim())) return null;
  const day = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])));
  if (day.toISOString().slice(0, 10) !== date.trim()) return null; // 2099-02-29 is no day
  const weekday = day.getUTCDay();
  const [from, to] = [start.trim().slice(0, 5), end.trim().slice(0, 5)];
  const open = hours.filter((h) => h.days.includes(weekday));
  const dayName = DAY_NAMES[weekday] ?? 'that day';
  if (open.length === 0) return `The office is closed on ${dayName}s.`;
  if (open.some((h) => from >= h.opens && to <= h.closes)) return null;
  return `On ${dayName}s the office is open ${open.map((h) => `${clock(h.opens)} to ${clock(h.closes)}`).join(' and ')}.`;
}

/** The confirmation: a ticked box (true); left out or false means "not confirmed". */
export const outsideHoursConfirmedField = z.boolean({ error: OUTSIDE_HOURS_MESSAGE }).optional();

interface TimedBooking {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  outsideHoursConfirmed?: boolean | undefined;
}

/**
 * For the create and schedule schemas: a time outside opening hours needs the confirmation. A day
 * already gone is not asked about: the date's own check refuses it.
 */
export const isConfirmedIfOutsideHours = (v: TimedBooking) =>
  v.outsideHoursConfirmed === true ||
  v.appointmentDate < businessToday() ||
  openingHoursProblem(v.appointmentDate, v.startTime, v.endTime) === null;
export const outsideHoursIssue = { message: OUTSIDE_HOURS_MESSAGE, path: ['outsideHoursConfirmed'] };
