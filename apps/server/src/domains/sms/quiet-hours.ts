import { businessInstant, businessWallClock, defaultBusiness } from '@ta/shared';

/** Texts wait outside 8 am to 9 pm in the client's time (docs/sms.md "Quiet hours"). */
export const QUIET_HOURS = { ends: '08:00', starts: '21:00' } as const;

/** The next calendar date after `date` (yyyy-MM-dd), as written. */
function nextDate(date: string): string {
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/**
 * When a text may go out: `now` between 8 am and 9 pm on the client's clock, otherwise the next 8 am there.
 * The clock is the client's zone's on that day, so a text held over the night the clocks change still goes
 * at 8 am local. A sign-in code the client has just asked for never waits (the caller does not ask).
 */
export function sendableAt(now: Date, timeZone: string = defaultBusiness.timeZone): Date {
  const { date, time } = businessWallClock(now, timeZone);
  if (time >= QUIET_HOURS.ends && time < QUIET_HOURS.starts) return now;
  const day = time < QUIET_HOURS.ends ? date : nextDate(date);
  return businessInstant(day, QUIET_HOURS.ends, timeZone);
}
