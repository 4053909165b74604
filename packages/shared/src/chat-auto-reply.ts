import { TZDate } from '@date-fns/tz';
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
  timeZone: string = defaultBusiness.timeZone,
): OpeningState {
  const local = new TZDate(now.getTime(), timeZone);
  const minuteOfDay = local.getHours() * 60 + local.getMinutes();
  const openNow = hoursOn(local.getDay(), hours).some(
    (h) => minuteOfDay >= minutesOf(h.opens) && minuteOfDay < minutesOf(h.closes),
  );
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, timeZone);
    const opens = hoursOn(day.getDay(), hours)
      .map((h) => minutesOf(h.opens))
      .sort((a, b) => a - b);
    for (const minute of opens) {
      const at = new TZDate(
        day.getFullYear(),
        day.getMonth(),
        day.getDate(),
        Math.floor(minute / 60),
        minute % 60,
        0,
        timeZone,
      );
      if (at.getTime() > now.getTime()) return { openNow, nextOpening: new Date(at.getTime()) };
    }
  }
  return { openNow, nextOpening: null };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function clock(date: TZDate): string {
  const h = date.getHours();
  const m = date.getMinutes();
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "today at 9:00 AM", "tomorrow at 8:00 AM" or "on Monday at 8:00 AM", in the business's zone. */
export function describeOpening(now: Date, opening: Date, timeZone: string = defaultBusiness.timeZone): string {
  const from = new TZDate(now.getTime(), timeZone);
  const at = new TZDate(opening.getTime(), timeZone);
  const startOf = (d: TZDate) => new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), timeZone).getTime();
  const days = Math.round((startOf(at) - startOf(from)) / 86_400_000);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${WEEKDAYS[at.getDay()]}`;
  return `${day} at ${clock(at)}`;
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
