import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate } from './admin-appointments.js';
import { businessInstant } from './business-time.js';
import {
  clashes,
  fitsIn,
  isOff,
  lastBookableDay,
  openSlots,
  pickStaff,
  toMinutes,
  weekdayOf,
  type BusyVisit,
  type OpenDay,
  type SlotCalendar,
  type SlotQuery,
  type SlotService,
  type SlotStaff,
  type WeekdayPeriod,
} from './slots.js';

/**
 * The rules of an open slot (docs/booking.md, "Rules of an open slot") checked on random weeks around
 * New York's clock changes, with holidays, time off, buffers and busy visits. Each property restates a
 * rule independently of how openSlots walks the day, so a slip in the computation shows as a counterexample.
 */

const ZONE = 'America/New_York';
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The n-th Sunday of a month (US clock-change rule since 2007: 2nd Sunday of March, 1st of November). */
function nthSunday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - first) % 7) + 7 * (n - 1);
  return `${year}-${pad(month)}-${pad(day)}`;
}
const springForward = (year: number) => nthSunday(year, 3, 2);
const fallBack = (year: number) => nthSunday(year, 11, 1);

/** Minutes east of UTC of the zone at an instant (-240 on daylight time, -300 on standard time). */
const offsetAt = (instant: number) => -new TZDate(instant, ZONE).getTimezoneOffset();

const period = (weekday: number, startMin: number, length: number): WeekdayPeriod => ({
  weekday,
  starts: clock(startMin),
  ends: clock(Math.min(startMin + length, 23 * 60 + 45)),
});

/** Periods of a week: early-morning starts are likely, so the clock-change hours are covered often. */
const randomPeriods = fc
  .array(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      start: fc.oneof(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 92 })).map((q) => q * 15),
      length: fc.integer({ min: 2, max: 48 }).map((q) => q * 15),
    }),
    { minLength: 0, maxLength: 9 },
  )
  .map((ps) => ps.map((p) => period(p.weekday, p.start, p.length)));
/** The same period every day of the week, or random periods. */
const weekPeriods = fc.oneof(
  randomPeriods,
  fc
    .record({ start: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 4, max: 60 }) })
    .map(({ start, length }) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => period(weekday, start * 15, length * 15))),
);

interface Scenario {
  service: SlotService;
  staff: SlotStaff[];
  calendar: SlotCalendar;
  query: SlotQuery;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    year: fc.integer({ min: 2024, max: 2040 }),
    anchor: fc.constantFrom('spring', 'fall', 'any'),
    dayOfYear: fc.integer({ min: 0, max: 364 }),
    backDays: fc.integer({ min: 0, max: 3 }),
    days: fc.integer({ min: 1, max: 6 }),
    nowMinutes: fc.integer({ min: -3 * 24 * 60, max: 24 * 60 }),
    service: fc.record({
      duration: fc.integer({ min: 1, max: 16 }).map((q) => q * 15),
      bufferBefore: fc.constantFrom(0, 0, 10, 15, 30, 45, 60),
      bufferAfter: fc.constantFrom(0, 0, 10, 15, 30, 45, 60),
      minNoticeHours: fc.constantFrom(0, 0, 2, 12, 24, 48),
      maxDaysAhead: fc.integer({ min: 0, max: 30 }),
    }),
    opening: weekPeriods,
    step: fc.constantFrom(15, 30, 60),
    holidayDays: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 3 }),
    staff: fc.array(
      fc.record({
        hours: weekPeriods,
        timeOff: fc.array(
          fc.record({ first: fc.integer({ min: 0, max: 7 }), length: fc.integer({ min: 0, max: 3 }) }),
          { maxLength: 2 },
        ),
        doesService: fc.constantFrom('all', 'listed', 'other'),
        busy: fc.array(
          fc.record({
            day: fc.integer({ min: -1, max: 8 }),
            start: fc.integer({ min: 0, max: 92 }).map((q) => q * 15),
            length: fc.integer({ min: 1, max: 12 }).map((q) => q * 15),
            bufferBefore: fc.constantFrom(0, 15, 30, 60),
            bufferAfter: fc.constantFrom(0, 15, 30, 60),
          }),
          { maxLength: 6 },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((r): Scenario => {
    const anchor =
      r.anchor === 'spring'
        ? springForward(r.year)
        : r.anchor === 'fall'
          ? fallBack(r.year)
          : addDaysToDate(`${r.year}-01-01`, r.dayOfYear);
    const from = addDaysToDate(anchor, -r.backDays);
    const now = new Date(businessInstant(from, '00:00', ZONE).getTime() + r.nowMinutes * MINUTE);
    const service: SlotService = { id: 7, ...r.service };
    const staff: SlotStaff[] = r.staff.map((s, i) => ({
      id: 10 + i,
      hours: s.hours,
      timeOff: s.timeOff.map((t) => ({
        firstDay: addDaysToDate(from, t.first),
        lastDay: addDaysToDate(from, t.first + t.length),
      })),
      serviceIds: s.doesService === 'all' ? [] : s.doesService === 'listed' ? [7, 3] : [3],
      counties: [],
      busy: s.busy.map((b): BusyVisit => {
        const start = businessInstant(addDaysToDate(from, b.day), clock(b.start), ZONE).getTime();
        return { start, end: start + b.length * MINUTE, bufferBefore: b.bufferBefore, bufferAfter: b.bufferAfter };
      }),
    }));
    return {
      service,
      staff,
      calendar: {
        openingHours: r.opening,
        holidays: [...new Set(r.holidayDays.map((d) => addDaysToDate(from, d)))],
        stepMinutes: r.step,
        timeZone: ZONE,
      },
      query: { from, days: r.days, county: null, now },
    };
  });

const slotsOf = (s: Scenario) => openSlots(s.service, s.staff, s.calendar, s.query);
const run = (predicate: (s: Scenario, days: OpenDay[]) => void) =>
  fc.assert(
    fc.property(scenario, (s) => {
      predicate(s, slotsOf(s));
    }),
    { numRuns: 400 },
  );
const flat = (days: OpenDay[]) => days.flatMap((d) => d.slots.map((slot) => ({ ...slot, day: d.date })));
const keys = (days: OpenDay[]) =>
  new Set(flat(days).flatMap((slot) => slot.staffIds.map((id) => `${slot.date} ${slot.start} ${id}`)));
const staffById = (s: Scenario, id: number) => {
  const found = s.staff.find((x) => x.id === id);
  if (!found) throw new Error(`staff ${id} listed but not given`);
  return found;
};

describe('openSlots: properties', () => {
  it('offers nothing on a holiday, a closed weekday, a day off or a weekday someone does not work', () => {
    run((s, days) => {
      for (const day of days) {
        expect(s.calendar.holidays).not.toContain(day.date);
        const weekday = weekdayOf(day.date);
        expect(s.calendar.openingHours.some((p) => p.weekday === weekday)).toBe(true);
        for (const slot of day.slots) {
          expect(slot.date).toBe(day.date);
          for (const id of slot.staffIds) {
            const member = staffById(s, id);
            expect(isOff(member, day.date)).toBe(false);
            expect(member.hours.some((h) => h.weekday === weekday)).toBe(true);
            expect(member.serviceIds.length === 0 || member.serviceIds.includes(s.service.id)).toBe(true);
          }
        }
      }
    });
  });

  it('starts at least the notice after now, on or before the last bookable day, days in order', () => {
    run((s, days) => {
      const earliest = s.query.now.getTime() + s.service.minNoticeHours * 60 * MINUTE;
      const last = lastBookableDay(s.service, s.query.now, ZONE);
      const dates = days.map((d) => d.date);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      for (const slot of flat(days)) {
        expect(businessInstant(slot.date, slot.start, ZONE).getTime()).toBeGreaterThanOrEqual(earliest);
        expect(slot.date <= last).toBe(true);
        expect(slot.date >= s.query.from).toBe(true);
        expect(slot.date <= addDaysToDate(s.query.from, s.query.days - 1)).toBe(true);
      }
    });
  });

  it('fits every visit inside an opening period and a working period of each staff member listed', () => {
    run((s, days) => {
      for (const slot of flat(days)) {
        const weekday = weekdayOf(slot.date);
        const [startMin, endMin] = [toMinutes(slot.start), toMinutes(slot.end)];
        expect(endMin).toBeGreaterThan(startMin);
        expect(fitsIn(s.calendar.openingHours, weekday, startMin, endMin)).toBe(true);
        expect(slot.staffIds.length).toBeGreaterThan(0);
        expect([...slot.staffIds].sort((a, b) => a - b)).toEqual(slot.staffIds);
        for (const id of slot.staffIds) expect(fitsIn(staffById(s, id).hours, weekday, startMin, endMin)).toBe(true);
      }
    });
  });

  it('keeps the larger of the buffers that meet between the visit and every busy visit of each staff member', () => {
    run((s, days) => {
      for (const slot of flat(days)) {
        const start = businessInstant(slot.date, slot.start, ZONE).getTime();
        const end = start + s.service.duration * MINUTE;
        for (const id of slot.staffIds) {
          for (const other of staffById(s, id).busy) {
            const after = start >= other.end + Math.max(s.service.bufferBefore, other.bufferAfter) * MINUTE;
            const before = other.start >= end + Math.max(s.service.bufferAfter, other.bufferBefore) * MINUTE;
            expect(after || before).toBe(true);
          }
        }
      }
    });
  });

  it('lasts the service length in real minutes, its end read back as the same instant, even on clock-change days', () => {
    run((s, days) => {
      for (const slot of flat(days)) {
        const start = businessInstant(slot.date, slot.start, ZONE).getTime();
        const end = businessInstant(slot.date, slot.end, ZONE).getTime();
        expect((end - start) / MINUTE).toBe(s.service.duration);
        // On the wall clock the visit looks an hour longer in spring and an hour shorter in autumn.
        const wallLength = toMinutes(slot.end) - toMinutes(slot.start);
        expect(wallLength).toBe(s.service.duration + offsetAt(end) - offsetAt(start));
      }
    });
  });

  it('never starts in the hour the spring change skips', () => {
    run((s, days) => {
      for (const slot of flat(days)) {
        if (slot.date === springForward(Number(slot.date.slice(0, 4))))
          expect(slot.start >= '02:00' && slot.start < '03:00').toBe(false);
      }
    });
  });

  it('adding a busy visit never opens a slot', () => {
    fc.assert(
      fc.property(
        scenario,
        fc.nat(),
        fc.integer({ min: -24 * 60, max: 8 * 24 * 60 }),
        fc.integer({ min: 15, max: 240 }),
        fc.constantFrom(0, 15, 30, 60),
        (s, who, at, length, buffer) => {
          const before = keys(slotsOf(s));
          const start = businessInstant(s.query.from, '00:00', ZONE).getTime() + at * MINUTE;
          const extra: BusyVisit = { start, end: start + length * MINUTE, bufferBefore: buffer, bufferAfter: buffer };
          const index = who % s.staff.length;
          const staff = s.staff.map((m, i) => (i === index ? { ...m, busy: [...m.busy, extra] } : m));
          for (const key of keys(slotsOf({ ...s, staff }))) expect(before.has(key)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('removing a staff member never opens a slot, and their id is gone from every slot', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (s, who) => {
        const before = keys(slotsOf(s));
        const gone = s.staff[who % s.staff.length]?.id;
        const after = slotsOf({ ...s, staff: s.staff.filter((m) => m.id !== gone) });
        for (const key of keys(after)) expect(before.has(key)).toBe(true);
        for (const slot of flat(after)) expect(slot.staffIds).not.toContain(gone);
      }),
      { numRuns: 300 },
    );
  });

  it('pickStaff picks one of the staff listed on the slot, the one with the fewest visits that day', () => {
    run((s, days) => {
      for (const slot of flat(days)) {
        const picked = pickStaff(slot, s.staff, ZONE);
        expect(slot.staffIds).toContain(picked);
      }
    });
  });
});

describe('openSlots: examples', () => {
  const service = (over: Partial<SlotService> = {}): SlotService => ({
    id: 1,
    duration: 60,
    bufferBefore: 0,
    bufferAfter: 0,
    minNoticeHours: 0,
    maxDaysAhead: 60,
    ...over,
  });
  const allWeek = (starts: string, ends: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts, ends }));
  const member = (over: Partial<SlotStaff> = {}): SlotStaff => ({
    id: 1,
    hours: allWeek('00:00', '23:45'),
    timeOff: [],
    serviceIds: [],
    counties: [],
    busy: [],
    ...over,
  });
  const calendar = (over: Partial<SlotCalendar> = {}): SlotCalendar => ({
    openingHours: allWeek('00:00', '23:45'),
    holidays: [],
    stepMinutes: 30,
    timeZone: ZONE,
    ...over,
  });
  const day = (date: string, svc: SlotService, staff: SlotStaff[], cal: SlotCalendar) =>
    openSlots(svc, staff, cal, {
      from: date,
      days: 1,
      county: null,
      now: new Date(at(addDaysToDate(date, -1), '00:00')),
    })[0]?.slots ?? [];
  const at = (date: string, time: string) => businessInstant(date, time, ZONE).getTime();

  it('spring forward 2026-03-08: no start from 2:00 to 2:59, and a 1:30 hour visit ends at 3:30', () => {
    const slots = day('2026-03-08', service(), [member()], calendar({ openingHours: allWeek('00:00', '06:00') }));
    const starts = slots.map((s) => s.start);
    expect(starts).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    expect(slots.find((s) => s.start === '01:30')?.end).toBe('03:30');
    expect(slots.find((s) => s.start === '01:00')?.end).toBe('03:00');
  });

  it('fall back 2026-11-01: 1:00 to 1:59 is offered once (daylight time); no visit ends in the repeated hour', () => {
    const slots = day('2026-11-01', service(), [member()], calendar({ openingHours: allWeek('00:00', '04:00') }));
    const byStart = new Map(slots.map((s) => [s.start, s.end]));
    // 0:00 + 60 real minutes is 1:00 daylight time; 0:30 + 60 is 1:30 daylight time.
    expect(byStart.get('00:00')).toBe('01:00');
    expect(byStart.get('00:30')).toBe('01:30');
    // 1:00 daylight + 60 minutes is 1:00 standard time: read back, "1:00" would mean the first one, so not offered.
    expect(byStart.has('01:00')).toBe(false);
    expect(byStart.has('01:30')).toBe(false);
    // 1:30 + 90 minutes (one of them repeated) ends at 2:00 standard time.
    const longer = day(
      '2026-11-01',
      service({ duration: 90 }),
      [member()],
      calendar({ openingHours: allWeek('00:00', '04:00') }),
    );
    expect(longer.find((s) => s.start === '01:30')?.end).toBe('02:00');
    expect(longer.filter((s) => s.start === '01:30')).toHaveLength(1);
  });

  it('fall back: a visit that runs past the end of opening hours in the repeated hour is not offered', () => {
    // 0:30 + 90 real minutes runs 0:30 → 1:59 daylight → 1:00 standard: past a 1:30 closing on the wall clock.
    const slots = day(
      '2026-11-01',
      service({ duration: 90 }),
      [member()],
      calendar({ openingHours: allWeek('00:00', '01:30') }),
    );
    expect(slots.map((s) => `${s.start}-${s.end}`)).toEqual(['00:00-01:30']);
  });

  it('other years: 2027-03-14 and 2027-11-07 change the clocks too', () => {
    const spring = day('2027-03-14', service(), [member()], calendar({ openingHours: allWeek('01:00', '04:00') }));
    expect(spring.map((s) => s.start)).not.toContain('02:00');
    expect(spring.find((s) => s.start === '01:30')?.end).toBe('03:30');
    const fall = day(
      '2027-11-07',
      service({ duration: 120 }),
      [member()],
      calendar({ openingHours: allWeek('00:00', '04:00') }),
    );
    // 0:00 + 120 real minutes is 1:00 standard time, read back as 1:00 daylight: not offered.
    expect(fall.map((s) => s.start)).not.toContain('00:00');
    expect(fall.find((s) => s.start === '01:00')?.end).toBe('02:00');
  });

  it('buffers: the gap is the larger of the two that meet, counted once', () => {
    const busy: BusyVisit = {
      start: at('2026-06-10', '10:00'),
      end: at('2026-06-10', '11:00'),
      bufferBefore: 15,
      bufferAfter: 30,
    };
    const svc = service({ bufferBefore: 45, bufferAfter: 10 });
    const slots = day(
      '2026-06-10',
      svc,
      [member({ busy: [busy] })],
      calendar({ openingHours: allWeek('08:00', '14:00') }),
    );
    const starts = slots.map((s) => s.start);
    // Before: this visit's 10 after vs the other's 15 before → 15 minutes: ends by 9:45, so 8:30 is the last start.
    expect(starts).toContain('08:30');
    expect(starts).not.toContain('09:00');
    // After: this visit's 45 before vs the other's 30 after → 45 minutes: 11:45 at the earliest, so 12:00.
    expect(starts).not.toContain('11:30');
    expect(starts).toContain('12:00');
    expect(
      clashes(
        { start: at('2026-06-10', '11:45'), end: at('2026-06-10', '12:45'), bufferBefore: 45, bufferAfter: 0 },
        busy,
      ),
    ).toBe(false);
    expect(
      clashes(
        { start: at('2026-06-10', '11:44'), end: at('2026-06-10', '12:44'), bufferBefore: 45, bufferAfter: 0 },
        busy,
      ),
    ).toBe(true);
  });

  it('a holiday, a day off and the notice', () => {
    const cal = calendar({ openingHours: allWeek('09:00', '12:00'), holidays: ['2026-11-26'] });
    expect(day('2026-11-26', service(), [member()], cal)).toEqual([]);
    expect(
      day('2026-11-27', service(), [member({ timeOff: [{ firstDay: '2026-11-27', lastDay: '2026-11-27' }] })], cal),
    ).toEqual([]);
    const noticed = openSlots(service({ minNoticeHours: 2 }), [member()], cal, {
      from: '2026-11-27',
      days: 1,
      county: null,
      now: new Date(at('2026-11-27', '08:30')),
    });
    expect(noticed[0]?.slots[0]?.start).toBe('10:30');
  });
});
