import { TZDate } from '@date-fns/tz';
import { defaultBusiness } from './business.js';
import type { z } from './zod.js';

/**
 * Dates and times people see are in the business's time zone, whatever the time zone
 * of the server or the browser. These helpers take `now` so rules can be tested with fixed dates.
 */
const ZONE = defaultBusiness.timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment on the business's calendar and clock. */
export interface BusinessWallClock {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
  /** 0 for Sunday to 6 for Saturday */
  weekday: number;
}

/** An instant's date, time of day and weekday in the business's time zone, whatever the device's zone is. */
export function businessWallClock(at: Date | number, timeZone: string = ZONE): BusinessWallClock {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), timeZone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    weekday: local.getDay(),
  };
}

/** Today's date in the business's time zone, as yyyy-MM-dd, whatever the device's zone is. */
export function businessToday(now: Date = new Date(), timeZone: string = ZONE): string {
  return businessWallClock(now, timeZone).date;
}

/**
 * Whole calendar days from `from`'s date to `to`'s in the business's time zone: 0 the same day, 1 the
 * next (even a minute after midnight), whatever the clock changes in between.
 */
export function businessDaysBetween(from: Date, to: Date, timeZone: string = ZONE): number {
  const day = (at: Date) => Date.parse(`${businessToday(at, timeZone)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** This month (1-12) in the business's time zone. */
export function businessMonth(now: Date = new Date(), timeZone: string = ZONE): number {
  return new TZDate(now.getTime(), timeZone).getMonth() + 1;
}

/**
 * The instant an appointment's wall-clock date and time (yyyy-MM-dd, HH:mm or HH:mm:ss) mean in the
 * business's time zone. In the hour repeated when the clocks go back (1:00 to 1:59 am on the first
 * Sunday of November) it is the first one, still on daylight time: what someone booking "1:30 am"
 * that night most likely means, and the earlier of the two, so nobody arrives late. A time skipped
 * when the clocks go forward moves forward an hour; forms refuse one (isRealBusinessTime).
 */
export function businessInstant(date: string, time: string, timeZone: string = ZONE): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss, timeZone).getTime());
}

/** What people read when they type a time the spring clock change skips in New York. */
export const SKIPPED_TIME_MESSAGE =
  'This time does not exist on that day: the clocks go forward from 2:00 to 3:00 am. Please choose another time.';

/**
 * Whether a wall-clock date and time (yyyy-MM-dd, HH:mm or HH:mm:ss) happens in the business's time
 * zone. The hour skipped when the clocks go forward (2:00 to 2:59 am on the second Sunday of March
 * in New York) does not.
 */
export function isRealBusinessTime(date: string, time: string, timeZone: string = ZONE): boolean {
  const local = businessWallClock(businessInstant(date, time, timeZone), timeZone);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  return local.date === date && local.time === `${pad(hh)}:${pad(mm)}`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isCalendarDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * For a form's zod object (`.superRefine`): each of `timeKeys` that names a time the clocks skip on
 * the day in `dateKey` gets SKIPPED_TIME_MESSAGE on that field. A missing or malformed date or time
 * is left to the fields' own checks.
 */
export function refuseSkippedTimes<K extends string>(dateKey: K, timeKeys: readonly K[]) {
  return (value: { [key in K]?: unknown }, ctx: z.RefinementCtx) => {
    const date = value[dateKey];
    if (typeof date !== 'string' || !isCalendarDay(date)) return;
    for (const key of timeKeys) {
      const time = value[key];
      if (typeof time === 'string' && TIME_PATTERN.test(time) && !isRealBusinessTime(date, time)) {
        ctx.addIssue({ code: 'custom', message: SKIPPED_TIME_MESSAGE, path: [key], input: time });
      }
    }
  };
}

/** The time of day now in the business's time zone, as HH:mm. */
export function businessTimeOfDay(now: Date = new Date(), timeZone: string = ZONE): string {
  return businessWallClock(now, timeZone).time;
}
