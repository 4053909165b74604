import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentCreateSchema, appointmentUpdateSchema } from './admin-appointments.js';
import { scheduleContactSchema } from './admin-contacts.js';
import { businessTimeParts, formatBusinessClock, formatBusinessTime } from './business-time-format.js';
import {
  businessDaysBetween,
  businessInstant,
  businessWallClock,
  isRealBusinessTime,
  SKIPPED_TIME_MESSAGE,
} from './business-time.js';
import { appointmentRequestSchema } from './contact.js';

/** New York springs forward at 2:00 am on the second Sunday of March (US rule since 2007). */
function springForward(year: number): string {
  const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const day = 1 + ((7 - firstOfMarch) % 7) + 7;
  return `${year}-03-${String(day).padStart(2, '0')}`;
}
/** The next spring-forward day at least a year away, so "today or later" rules never get in the way. */
const nextSpringForward = springForward(new Date().getUTCFullYear() + 2);
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('isRealBusinessTime', () => {
  it('knows the spring-forward days', () => {
    expect(springForward(2026)).toBe('2026-03-08');
    expect(springForward(2027)).toBe('2027-03-14');
  });

  it('refuses 2:00 to 2:59 am on the spring-forward day, and nothing else that day', () => {
    for (const time of ['02:00', '02:30', '02:59', '02:15:00'])
      expect(isRealBusinessTime('2026-03-08', time)).toBe(false);
    for (const time of ['00:00', '01:59', '03:00', '14:30', '23:59'])
      expect(isRealBusinessTime('2026-03-08', time)).toBe(true);
    expect(isRealBusinessTime('2026-03-09', '02:30')).toBe(true);
  });

  it('takes the fall-back hour, which happens twice, as its first occurrence (still on daylight time)', () => {
    expect(isRealBusinessTime('2026-11-01', '01:30')).toBe(true);
    expect(businessInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(businessInstant('2026-11-01', '02:00').toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });

  it('for any day and minute from 2007 (today’s US rule) to 2060: false exactly in the skipped hour', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2007-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, hour, minute) => {
          const date = day.toISOString().slice(0, 10);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const skipped = date === springForward(day.getUTCFullYear()) && hour === 2;
          expect(isRealBusinessTime(date, time)).toBe(!skipped);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('forms that take a date and a time refuse a skipped time on the field', () => {
  it('the appointment page (preferred date and time)', () => {
    const form = {
      name: 'Dolores Muñoz',
      email: 'dolores@example.com',
      phone: '(352) 555-0199',
      serviceTypeId: 1,
      message: 'Please help me set up my tablet.',
      preferredDate: nextSpringForward,
    };
    expect(issuesOf(appointmentRequestSchema.safeParse({ ...form, preferredTime: '02:30' }))).toEqual([
      ['preferredTime', SKIPPED_TIME_MESSAGE],
    ]);
    expect(appointmentRequestSchema.safeParse({ ...form, preferredTime: '03:30' }).success).toBe(true);
    // A time alone, or a date that is not one, is left to the other checks.
    expect(
      appointmentRequestSchema.safeParse({ ...form, preferredDate: undefined, preferredTime: '02:30' }).success,
    ).toBe(true);
  });

  it('the back office’s new and edited appointment', () => {
    const booking = {
      clientName: 'Dolores Muñoz',
      clientEmail: 'dolores@example.com',
      serviceTypeId: '4',
      appointmentDate: nextSpringForward,
      startTime: '01:30',
      endTime: '02:30',
      // Outside opening hours too: confirmed, so the skipped hour is the only problem.
      outsideHoursConfirmed: true,
    };
    expect(issuesOf(appointmentCreateSchema.safeParse(booking))).toEqual([['endTime', SKIPPED_TIME_MESSAGE]]);
    expect(issuesOf(appointmentCreateSchema.safeParse({ ...booking, startTime: '02:00', endTime: '02:45' }))).toEqual([
      ['startTime', SKIPPED_TIME_MESSAGE],
      ['endTime', SKIPPED_TIME_MESSAGE],
    ]);
    expect(appointmentCreateSchema.safeParse({ ...booking, endTime: '03:30' }).success).toBe(true);
    expect(
      issuesOf(appointmentUpdateSchema.safeParse({ appointmentDate: nextSpringForward, startTime: '02:10' })),
    ).toEqual([['startTime', SKIPPED_TIME_MESSAGE]]);
  });

  it('Schedule, from a request', () => {
    const schedule = {
      appointmentDate: nextSpringForward,
      startTime: '02:30',
      endTime: '04:00',
      serviceTypeId: 2,
      outsideHoursConfirmed: true,
    };
    expect(issuesOf(scheduleContactSchema.safeParse(schedule))).toEqual([['startTime', SKIPPED_TIME_MESSAGE]]);
  });
});

describe('formatBusinessTime', () => {
  it('says an instant in New York time, in the language asked, whatever the device’s zone', () => {
    // 02:30 UTC on 1 January is still New Year's Eve in New York: the day, the year and the hour are New York's.
    const at = '2027-01-01T02:30:00.000Z';
    expect(formatBusinessTime(at, 'en-US', { dateStyle: 'long', timeStyle: 'short' })).toBe(
      'December 31, 2026 at 9:30 PM',
    );
    expect(formatBusinessTime(new Date(at), 'en-US', { year: 'numeric' })).toBe('2026');
    expect(formatBusinessTime(at, 'es-US', { dateStyle: 'long' })).toBe('31 de diciembre de 2026');
  });
});

describe('formatBusinessClock', () => {
  it('says the time of day in New York, with plain spaces before AM and PM', () => {
    // 13:05 UTC on 4 July is 9:05 in the morning in New York (summer time); 03:30 UTC on 2 March is
    // 10:30 in the evening before (winter time).
    expect(formatBusinessClock('2026-07-04T13:05:00.000Z', 'en-US')).toBe('9:05 AM');
    expect(formatBusinessClock(new Date('2026-03-02T03:30:00.000Z'), 'en-US')).toBe('10:30 PM');
    expect(formatBusinessClock('2026-07-04T13:05:00.000Z', 'es-US')).toMatch(/^9:05 a\. ?m\.$/);
    expect(formatBusinessClock('2026-07-04T13:05:00.000Z', 'es-US')).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('businessTimeParts', () => {
  it('gives the parts of the New York date and time', () => {
    const parts = businessTimeParts('2027-01-01T02:30:00.000Z', 'en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
    expect([part('month'), part('day'), part('year')]).toEqual(['December', '31', '2026']);
  });

  it('gives the same text as formatBusinessTime for the same options, asked again or not', () => {
    const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
    const at = '2026-11-01T05:30:00.000Z';
    // Some engines give format() a plain space where formatToParts() keeps ICU's narrow one.
    const plain = (text: string) => text.replace(/\u202f/g, ' ');
    const joined = plain(
      businessTimeParts(at, 'en-US', options)
        .map((p) => p.value)
        .join(''),
    );
    expect(joined).toBe('Nov 1, 2026, 1:30 AM');
    expect(plain(formatBusinessTime(at, 'en-US', options))).toBe(joined);
    expect(plain(formatBusinessTime(at, 'en-US', { ...options }))).toBe(joined);
    expect(plain(formatBusinessTime(at, 'es-US', options))).not.toBe(joined);
  });
});

describe('businessWallClock', () => {
  it('reads an instant on the New York calendar and clock, across the clock changes', () => {
    expect(businessWallClock(new Date('2027-01-01T02:30:00.000Z'))).toEqual({
      date: '2026-12-31',
      time: '21:30',
      weekday: 4,
    });
    // The spring-forward night: 06:59 UTC is 1:59 am on standard time, 07:00 UTC is 3:00 am on daylight time.
    expect(businessWallClock(Date.parse('2026-03-08T06:59:00.000Z')).time).toBe('01:59');
    expect(businessWallClock(Date.parse('2026-03-08T07:00:00.000Z')).time).toBe('03:00');
    // Fall back: 1:30 am happens twice.
    expect(businessWallClock(Date.parse('2026-11-01T05:30:00.000Z')).time).toBe('01:30');
    expect(businessWallClock(Date.parse('2026-11-01T06:30:00.000Z')).time).toBe('01:30');
    expect(businessWallClock(Date.parse('2026-11-01T06:30:00.000Z')).weekday).toBe(0);
  });

  it('takes another zone when one is given', () => {
    expect(businessWallClock(Date.parse('2026-07-04T13:05:00.000Z'), 'America/Los_Angeles').time).toBe('06:05');
  });

  it('is the inverse of businessInstant for every real wall-clock time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2007-01-01T00:00:00Z'), max: Date.parse('2060-12-31T00:00:00Z') }),
        (ms) => {
          const minute = Math.floor(ms / 60_000) * 60_000;
          const { date, time } = businessWallClock(minute);
          const back = businessInstant(date, time).getTime();
          // The repeated hour of the fall-back night reads back as its first occurrence.
          expect(back === minute || back === minute - 3_600_000).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('businessDaysBetween', () => {
  it('counts New York calendar days, not 24-hour periods', () => {
    // 11:30 pm and 12:10 am the next day in New York: one day apart, forty minutes later.
    expect(businessDaysBetween(new Date('2026-07-05T03:30:00.000Z'), new Date('2026-07-05T04:10:00.000Z'))).toBe(1);
    // The same UTC day, but 8:30 pm on the 4th and 7 pm on the 5th in New York.
    expect(businessDaysBetween(new Date('2026-07-05T00:30:00.000Z'), new Date('2026-07-05T23:00:00.000Z'))).toBe(1);
    expect(businessDaysBetween(new Date('2026-07-05T14:00:00.000Z'), new Date('2026-07-05T20:00:00.000Z'))).toBe(0);
  });

  it('is whole across the clock changes, and negative backwards', () => {
    // Saturday to Monday across spring forward (a 47-hour weekend) and fall back (a 49-hour one).
    expect(businessDaysBetween(new Date('2026-03-07T17:00:00.000Z'), new Date('2026-03-09T16:00:00.000Z'))).toBe(2);
    expect(businessDaysBetween(new Date('2026-10-31T16:00:00.000Z'), new Date('2026-11-02T17:00:00.000Z'))).toBe(2);
    expect(businessDaysBetween(new Date('2026-11-02T17:00:00.000Z'), new Date('2026-10-31T16:00:00.000Z'))).toBe(-2);
  });
});
