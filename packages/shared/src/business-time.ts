import { TZDate } from '@date-fns/tz';
import { defaultBusiness } from './business.js';

/**
 * Dates and times people see are in the business's time zone (DECISIONS.md), whatever the time zone
 * of the server or the browser. These helpers take `now` so rules can be tested with fixed dates.
 */
const ZONE = defaultBusiness.timeZone;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in the business's time zone, as yyyy-MM-dd, whatever the device's zone is. */
export function businessToday(now: Date = new Date(), timeZone: string = ZONE): string {
  const local = new TZDate(now.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** This month (1-12) in the business's time zone. */
export function businessMonth(now: Date = new Date(), timeZone: string = ZONE): number {
  return new TZDate(now.getTime(), timeZone).getMonth() + 1;
}

/**
 * The instant an appointment's wall-clock date and time (yyyy-MM-dd, HH:mm or HH:mm:ss) mean in the
 * business's time zone. A time skipped by the spring clock change moves forward an hour.
 */
export function businessInstant(date: string, time: string, timeZone: string = ZONE): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, ss, timeZone).getTime());
}
