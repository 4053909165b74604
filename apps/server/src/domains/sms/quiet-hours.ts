import { businessInstant, businessWallClock, defaultBusiness } from '@ta/shared';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '../../config.js';

/** The next calendar date after `date` (yyyy-MM-dd), as written. */
function nextDate(date: string): string {
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/**
 * When a text may go out (docs/sms.md "Quiet hours"): `now` between 8 am and 9 pm on the client's clock
 * (or the owner's narrower day, SMS_QUIET_HOURS), otherwise the next morning's end of the night there.
 * The clock is the client's zone's on that day, so a text held over the night the clocks change still
 * goes at 8 am local. A sign-in code the client has just asked for never waits (the caller does not ask);
 * `null` hours (the browser tests) never wait either.
 */
export function sendableAt(
  now: Date,
  hours: QuietHours | null = DEFAULT_QUIET_HOURS,
  timeZone: string = defaultBusiness.timeZone,
): Date {
  if (hours === null) return now;
  const { date, time } = businessWallClock(now, timeZone);
  if (time >= hours.ends && time < hours.starts) return now;
  const day = time < hours.ends ? date : nextDate(date);
  return businessInstant(day, hours.ends, timeZone);
}
