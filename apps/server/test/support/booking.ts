import { addDaysToDate, businessToday, weekdayOf, type BookingMode } from '@ta/shared';
import type { TestApp } from '../helper.js';

/**
 * Booking fixtures written straight to the app's database (the availability screens are not what these
 * tests are about): a service's booking rules and a staff member's working hours.
 */

/** Service 4, Furniture Assembly: at the client's home by default. */
export const FURNITURE = 4;

export async function setServiceRules(
  t: TestApp,
  serviceTypeId: number,
  rules: {
    bookingMode?: BookingMode;
    atHome?: boolean;
    duration?: number;
    bufferBefore?: number;
    bufferAfter?: number;
    minNoticeHours?: number;
    maxDaysAhead?: number;
    active?: boolean;
  },
) {
  await t.app.db.updateTable('serviceTypes').set(rules).where('id', '=', serviceTypeId).execute();
}

/** Working hours for a staff member, the same on each weekday given (0 Sunday to 6 Saturday). */
export async function setStaffHours(
  t: TestApp,
  staffId: number,
  weekdays: readonly number[],
  starts: string,
  ends: string,
) {
  await t.app.db.deleteFrom('staffHours').where('staffId', '=', staffId).execute();
  await t.app.db
    .insertInto('staffHours')
    .values(weekdays.map((weekday) => ({ staffId, weekday, starts, ends })))
    .execute();
}

/** The first Monday to Friday at least `after` days after today (in the business's zone). */
export function nextWorkday(after = 3, now = new Date()): string {
  let day = addDaysToDate(businessToday(now), after);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDaysToDate(day, 1);
  return day;
}

export const WORKDAYS = [1, 2, 3, 4, 5] as const;
