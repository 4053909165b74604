import { addDaysToDate, toMinutes, weekdayOf } from '@ta/shared';
import type { ServiceContext } from '../service-context.js';

/**
 * The days the business is open, from the same rows online booking reads (docs/booking.md): the
 * opening hours of each weekday and the holidays, both edited on the Availability screen. A day is
 * closed when its weekday has no opening hours or it is a holiday. Home-watch plans and storm checks
 * are put on open days only (docs/home-watch.md, "Open days").
 */
export interface OpenDays {
  /** Whether the business is open on `date` (yyyy-MM-dd). */
  isOpen(date: string): boolean;
  /** The day's opening, first opening to last closing in minutes of the day; null when closed. */
  hours(date: string): { opens: number; closes: number } | null;
  /** The first open day after `date`, within a year; undefined when there is none. */
  nextOpen(date: string): string | undefined;
}

/** How far ahead `nextOpen` looks: past that, the hours are empty and nothing is open. */
const LOOK_AHEAD_DAYS = 366;

export async function loadOpenDays({ repos }: ServiceContext, from: string): Promise<OpenDays> {
  const [{ hours }, holidays] = await Promise.all([
    repos.availability.openingHours(),
    repos.availability.holidaysFrom(from),
  ]);
  const closedOn = new Set(holidays.map((h) => h.day));
  const dayHours = (date: string) => {
    if (closedOn.has(date)) return null;
    const periods = hours.filter((h) => h.weekday === weekdayOf(date));
    if (periods.length === 0) return null;
    return {
      opens: Math.min(...periods.map((p) => toMinutes(p.opens))),
      closes: Math.max(...periods.map((p) => toMinutes(p.closes))),
    };
  };
  return {
    isOpen: (date) => dayHours(date) !== null,
    hours: dayHours,
    nextOpen(date) {
      for (let k = 1; k <= LOOK_AHEAD_DAYS; k += 1) {
        const next = addDaysToDate(date, k);
        if (dayHours(next) !== null) return next;
      }
      return undefined;
    },
  };
}
