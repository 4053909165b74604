import { businessToday } from './business-time.js';
import { defaultBusiness, type OpeningHours } from './business.js';

/**
 * Appointments outside the business's opening hours (a Sunday, 9 pm) are booked only when the person
 * confirms it (decision 023). The forms show the reason and a box to tick; the server refuses the
 * booking without `outsideHoursConfirmed`, so a script cannot skip the question.
 */
export const OUTSIDE_HOURS_LABEL = 'Book it outside opening hours';
export const OUTSIDE_HOURS_MESSAGE = `This time is outside opening hours (${defaultBusiness.hours.office.join(', ')}). Tick “${OUTSIDE_HOURS_LABEL}” to book it anyway.`;

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

/**
 * The opening hours as short lines in a language (`Mon–Fri 8 AM–6 PM`, `lun–vie 8 a. m.–6 p. m.`),
 * written by Intl from `openingHours`, so the hours are kept in one place for every language.
 */
export function openingHourLines(
  localeTag: string,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
): string[] {
  const weekday = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day 0, as in `days`.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  const at = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    const format = new Intl.DateTimeFormat(localeTag, {
      hour: 'numeric',
      ...(m ? { minute: '2-digit' as const } : {}),
      timeZone: 'UTC',
    });
    return format.format(new Date(Date.UTC(2023, 0, 1, h, m)));
  };
  return hours.map(({ days, opens, closes }) => {
    const consecutive = days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);
    const first = days[0] ?? 0;
    const last = days[days.length - 1] ?? first;
    const dayText =
      days.length > 1 && consecutive ? `${dayName(first)}–${dayName(last)}` : days.map(dayName).join(', ');
    return `${dayText} ${at(opens)}–${at(closes)}`;
  });
}
