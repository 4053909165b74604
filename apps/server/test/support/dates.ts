import { addDaysToDate, businessToday, weekdayOf } from '@ta/shared';

/**
 * The first Monday-to-Friday on or after `days` days from today (the business is open 8 to 6 then):
 * a test that writes a visit on "a week from today" must not fail on the days it lands on a Sunday.
 */
export function weekdayFrom(days: number): string {
  let date = addDaysToDate(businessToday(), days);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDaysToDate(date, 1);
  return date;
}
