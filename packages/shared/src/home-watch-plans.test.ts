import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from './admin-appointments.js';
import { planDates } from './home-watch-plans.js';
import { VISIT_FREQUENCIES } from './home-watch-visits.js';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
/** Months from one date's month to another's. */
const monthsBetween = (a: string, b: string) => {
  const [ay, am] = parts(a);
  const [by, bm] = parts(b);
  return (by - ay) * 12 + (bm - am);
};

describe('planDates', () => {
  it('makes weekly, two-weekly and monthly days', () => {
    expect(planDates('weekly', '2026-12-01', '2026-12-29')).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(planDates('every-two-weeks', '2026-12-01', '2026-12-28')).toEqual(['2026-12-01', '2026-12-15']);
    expect(planDates('monthly', '2027-01-31', '2027-05-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(planDates('monthly', '2028-01-30', '2028-03-01')).toEqual(['2028-01-30', '2028-02-29']);
    expect(planDates('weekly', '2026-12-01', '2026-12-01')).toEqual(['2026-12-01']);
    expect(planDates('weekly', '2026-12-02', '2026-12-01')).toEqual([]);
  });

  it('for any frequency and range: the first day, then every step, all in range, none missed at the end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VISIT_FREQUENCIES),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 800 }),
        (frequency, start, length) => {
          const startsOn = dayOf(start);
          const endsOn = addDaysToDate(startsOn, length);
          const dates = planDates(frequency, startsOn, endsOn);
          expect(dates[0]).toBe(startsOn);
          for (const date of dates) {
            expect(date >= startsOn && date <= endsOn).toBe(true);
          }
          const last = dates.at(-1) ?? startsOn;
          if (frequency === 'monthly') {
            const startDay = parts(startsOn)[2];
            dates.forEach((date, k) => {
              const [y, m, d] = parts(date);
              expect(monthsBetween(startsOn, date)).toBe(k);
              expect(d).toBe(Math.min(startDay, lastDayOfMonth(y, m)));
            });
            // The next month's day would be past the end.
            const [ly, lm] = parts(last);
            const nextMonth = new Date(Date.UTC(ly, lm, 1));
            const nextDay = Math.min(startDay, lastDayOfMonth(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1));
            nextMonth.setUTCDate(nextDay);
            expect(dayOf(nextMonth) > endsOn).toBe(true);
          } else {
            const step = frequency === 'weekly' ? 7 : 14;
            dates.forEach((date, k) => expect(daysBetween(startsOn, date)).toBe(k * step));
            expect(daysBetween(last, endsOn)).toBeLessThan(step);
          }
        },
      ),
    );
  });
});
