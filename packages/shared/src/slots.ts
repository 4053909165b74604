import { businessInstant, businessToday, businessWallClock } from './business-time.js';

/**
 * Open slots: the times a service can really be booked (docs/booking.md). One pure function over
 * plain data, so the rules are tested here (including clock changes, holidays and buffers) and the
 * server only loads the rows and calls it.
 *
 * Times of day are wall-clock HH:mm in the business's time zone; busy times and "now" are instants.
 * A slot is open when at least one staff member can take it:
 * - the day is not a holiday, not past the service's booking horizon, and not in their time off;
 * - they do the service and cover the county (an empty list means all);
 * - the visit, start to end, fits inside one of the business's opening periods and one of their
 *   working periods that weekday;
 * - it starts at least the service's notice after now;
 * - the gap to each of their other visits is at least the larger of the two buffers that meet
 *   (this visit's buffer before and the other's after, or this one's after and the other's before).
 */

export interface WeekdayPeriod {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** HH:mm. */
  starts: string;
  ends: string;
}

export interface SlotService {
  id: number;
  /** The visit's length in minutes. */
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  minNoticeHours: number;
  maxDaysAhead: number;
}

/** Another visit a staff member has: instants in ms and its own buffers in minutes. */
export interface BusyVisit {
  start: number;
  end: number;
  bufferBefore: number;
  bufferAfter: number;
}

export interface SlotStaff {
  id: number;
  hours: readonly WeekdayPeriod[];
  /** Whole days off, yyyy-MM-dd, first to last inclusive. */
  timeOff: readonly { firstDay: string; lastDay: string }[];
  /** The services they do; empty means every service. */
  serviceIds: readonly number[];
  /** The counties they cover; empty means every county the business serves. */
  counties: readonly string[];
  busy: readonly BusyVisit[];
}

export interface SlotCalendar {
  openingHours: readonly WeekdayPeriod[];
  /** yyyy-MM-dd days the business is closed. */
  holidays: readonly string[];
  /** Minutes between the starts offered (30: 9:00, 9:30, …). */
  stepMinutes: number;
  /** The IANA zone of its wall-clock times; the business's (business-time.ts) when left out. */
  timeZone?: string;
}

export interface SlotQuery {
  /** First day to look at, yyyy-MM-dd (today when earlier than today). */
  from: string;
  days: number;
  /** The county of a visit at home; null when the service is not at home. */
  county: string | null;
  now: Date;
}

export interface OpenSlot {
  date: string;
  /** HH:mm wall-clock start and end. */
  start: string;
  end: string;
  /** Who could take it, lowest id first. */
  staffIds: number[];
}

export interface OpenDay {
  date: string;
  slots: OpenSlot[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const pad = (n: number) => String(n).padStart(2, '0');
export const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const toClock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
export function weekdayOf(date: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whether [startMin, endMin] (minutes of the day) fits in one of the periods of that weekday. */
export function fitsIn(periods: readonly WeekdayPeriod[], weekday: number, startMin: number, endMin: number): boolean {
  return periods.some((p) => p.weekday === weekday && startMin >= toMinutes(p.starts) && endMin <= toMinutes(p.ends));
}

/** Whether a visit [start, end] with its buffers keeps far enough from another visit. */
export function clashes(
  visit: { start: number; end: number; bufferBefore: number; bufferAfter: number },
  other: BusyVisit,
): boolean {
  const gapBefore = Math.max(visit.bufferBefore, other.bufferAfter) * MINUTE;
  const gapAfter = Math.max(visit.bufferAfter, other.bufferBefore) * MINUTE;
  return visit.start < other.end + gapBefore && other.start < visit.end + gapAfter;
}

export function isOff(staff: SlotStaff, date: string): boolean {
  return staff.timeOff.some((off) => date >= off.firstDay && date <= off.lastDay);
}

/** The staff who do the service in the county, lowest id first. */
function eligible(staff: readonly SlotStaff[], service: SlotService, county: string | null): SlotStaff[] {
  return staff
    .filter((s) => s.serviceIds.length === 0 || s.serviceIds.includes(service.id))
    .filter((s) => county === null || s.counties.length === 0 || s.counties.includes(county))
    .slice()
    .sort((a, b) => a.id - b.id);
}

/** The last day the service may be booked on, counted from today in the business's zone. */
export function lastBookableDay(service: SlotService, now: Date, timeZone?: string): string {
  return addDays(businessToday(now, timeZone), service.maxDaysAhead);
}

/**
 * The open slots of `service` from `query.from` for `query.days` days, day by day; a day with no
 * open slot is left out. Starts run every `stepMinutes` from the day's earliest opening; a start
 * the spring clock change skips is never offered, and a visit keeps its real length across a change.
 */
export function openSlots(
  service: SlotService,
  staff: readonly SlotStaff[],
  calendar: SlotCalendar,
  query: SlotQuery,
): OpenDay[] {
  const { timeZone } = calendar;
  const today = businessToday(query.now, timeZone);
  const lastDay = lastBookableDay(service, query.now, timeZone);
  const earliest = query.now.getTime() + service.minNoticeHours * 60 * MINUTE;
  const candidates = eligible(staff, service, query.county);
  const holidays = new Set(calendar.holidays);
  const step = Math.max(5, calendar.stepMinutes);
  const days: OpenDay[] = [];
  if (candidates.length === 0) return days;

  // The window is the days asked for, from..from+days-1, even when it starts before today: the server
  // loads holidays and time off for exactly those days, so a day past them must not be computed.
  const lastAsked = addDays(query.from, query.days - 1);
  const until = lastAsked < lastDay ? lastAsked : lastDay;
  for (let date = query.from < today ? today : query.from; date <= until; date = addDays(date, 1)) {
    if (holidays.has(date)) continue;
    const weekday = weekdayOf(date);
    const opening = calendar.openingHours.filter((p) => p.weekday === weekday);
    if (opening.length === 0) continue;
    const working = candidates.filter((s) => !isOff(s, date) && s.hours.some((h) => h.weekday === weekday));
    if (working.length === 0) continue;
    const dayStart = Math.min(...opening.map((p) => toMinutes(p.starts)));
    const dayEnd = Math.max(...opening.map((p) => toMinutes(p.ends)));
    // Only visits near this day can clash: a day's visits end by the next midnight, and no gap is
    // longer than the largest buffer (docs/booking.md, "Property tests and benchmark").
    const dayFrom = businessInstant(date, '00:00', timeZone).getTime() - DAY;
    const dayTo = dayFrom + 3 * DAY;
    const near = new Map(
      working.map((s) => [
        s.id,
        s.busy.filter(
          (b) =>
            b.end + Math.max(b.bufferAfter, service.bufferBefore) * MINUTE > dayFrom &&
            b.start - Math.max(b.bufferBefore, service.bufferAfter) * MINUTE < dayTo,
        ),
      ]),
    );
    const slots: OpenSlot[] = [];
    // On a day without a clock change (all but two a year) the wall clock runs evenly from midnight,
    // so times are plain arithmetic; on a change day each start and end goes through the time zone.
    const midnight = businessInstant(date, '00:00', timeZone).getTime();
    const evenDay = businessInstant(addDays(date, 1), '00:00', timeZone).getTime() - midnight === DAY;
    for (let startMin = dayStart; startMin + 1 <= dayEnd; startMin += step) {
      const start = toClock(startMin);
      let startAt: number;
      let endAt: number;
      let endMin: number;
      if (evenDay) {
        startAt = midnight + startMin * MINUTE;
        endAt = startAt + service.duration * MINUTE;
        endMin = startMin + service.duration;
        if (startAt < earliest || endMin >= 24 * 60) continue;
      } else {
        startAt = businessInstant(date, start, timeZone).getTime();
        if (startAt < earliest) continue;
        const startWall = businessWallClock(startAt, timeZone);
        if (startWall.date !== date || startWall.time !== start) continue; // skipped by the clocks
        endAt = startAt + service.duration * MINUTE;
        const endWall = businessWallClock(endAt, timeZone);
        if (endWall.date !== date) continue;
        // The end is stored as a wall-clock time and read back with businessInstant (the first of a
        // repeated hour). A visit ending in the hour repeated when the clocks go back would be read back an
        // hour short, and on the wall clock it passed 1:59 before ending at 1:xx, so it is not offered.
        if (businessInstant(date, endWall.time, timeZone).getTime() !== endAt) continue;
        endMin = toMinutes(endWall.time);
      }
      if (endMin <= startMin || !fitsIn(opening, weekday, startMin, endMin)) continue;
      const visit = {
        start: startAt,
        end: endAt,
        bufferBefore: service.bufferBefore,
        bufferAfter: service.bufferAfter,
      };
      const free = working.filter(
        (s) => fitsIn(s.hours, weekday, startMin, endMin) && !(near.get(s.id) ?? s.busy).some((o) => clashes(visit, o)),
      );
      if (free.length > 0) slots.push({ date, start, end: toClock(endMin), staffIds: free.map((s) => s.id) });
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/**
 * Who takes a slot booked now: the free staff member with the fewest visits that day, the lowest id
 * on a tie, so work spreads and the choice is the same every time for the same data.
 */
export function pickStaff(slot: OpenSlot, staff: readonly SlotStaff[], timeZone?: string) {
  const visitsThatDay = (s: SlotStaff) =>
    s.busy.filter((b) => businessWallClock(b.start, timeZone).date === slot.date).length;
  const free = staff.filter((s) => slot.staffIds.includes(s.id));
  free.sort((a, b) => visitsThatDay(a) - visitsThatDay(b) || a.id - b.id);
  return free[0]?.id ?? null;
}
