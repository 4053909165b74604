import { addDaysToDate } from './admin-appointments.js';
import { businessDaysBetween, businessInstant, businessWallClock } from './business-time.js';
import { defaultBusiness, type BusinessInfo, type OpeningHours } from './business.js';
import { openingHoursSentence } from './opening-hour-lines.js';

/**
 * The chat's automatic reply (when no staff member is online, the visitor gets it and
 * staff get an e-mail). It says when the team will answer, from the business's opening hours.
 */

export interface OpeningState {
  openNow: boolean;
  /** The next time the office opens (after `now`), or null if no opening hours are set. */
  nextOpening: Date | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

function hoursOn(day: number, hours: readonly OpeningHours[]) {
  return hours.filter((h) => h.days.includes(day));
}

/** Whether the office is open at `now`, and when it next opens, in the business's time zone. */
export function openingState(
  now: Date,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
  timeZone?: string,
): OpeningState {
  const local = businessWallClock(now, timeZone);
  const minuteOfDay = minutesOf(local.time);
  const openNow = hoursOn(local.weekday, hours).some(
    (h) => minuteOfDay >= minutesOf(h.opens) && minuteOfDay < minutesOf(h.closes),
  );
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDaysToDate(local.date, offset);
    const opens = hoursOn((local.weekday + offset) % 7, hours)
      .map((h) => minutesOf(h.opens))
      .sort((a, b) => a - b);
    for (const minute of opens) {
      const at = businessInstant(date, `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, timeZone);
      if (at.getTime() > now.getTime()) return { openNow, nextOpening: at };
    }
  }
  return { openNow, nextOpening: null };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "9:00 AM" from "09:00". */
function clock(time: string): string {
  const h = Math.floor(minutesOf(time) / 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${time.slice(3, 5)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "today at 9:00 AM", "tomorrow at 8:00 AM" or "on Monday at 8:00 AM", in the business's zone. */
export function describeOpening(now: Date, opening: Date, timeZone?: string): string {
  const at = businessWallClock(opening, timeZone);
  const days = businessDaysBetween(now, opening, timeZone);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${WEEKDAYS[at.weekday]}`;
  return `${day} at ${clock(at.time)}`;
}

/**
 * The automatic reply. `staffOnline` is true when a staff member has the inbox open somewhere
 * (then the reply only says someone will answer here).
 */
export function chatAutoReply(
  now: Date,
  staffOnline: boolean,
  business: Pick<BusinessInfo, 'openingHours' | 'timeZone' | 'phoneDisplay'> = defaultBusiness,
): string {
  if (staffOnline) return 'Thank you for your message. Someone from our team will answer here in a few minutes.';
  const { openNow, nextOpening } = openingState(now, business.openingHours, business.timeZone);
  const leaveDetails = 'Leave your name and e-mail under Contact info so we can write back if you close this window.';
  if (openNow) {
    return `Thank you for your message. Our team is helping other clients right now and will answer as soon as someone is free, usually within the hour. ${leaveDetails}`;
  }
  const hours = `${openingHoursSentence('en', business.openingHours)} (Eastern time)`;
  const when = nextOpening ? ` We will answer ${describeOpening(now, nextOpening, business.timeZone)}.` : '';
  return `Thank you for your message. Our office is closed right now; we are open ${hours}.${when} ${leaveDetails} If it is urgent, please call ${business.phoneDisplay}.`;
}
