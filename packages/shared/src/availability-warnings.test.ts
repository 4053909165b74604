import { describe, expect, it } from 'vitest';
import {
  availabilityCheckQuerySchema,
  availabilityDays,
  availabilityDaysQuerySchema,
  availabilityProblems,
  clockLabel,
  staffDayLabel,
  type AvailabilityInputs,
  type NamedStaff,
} from './availability-warnings.js';
import { businessInstant } from './business-time.js';

// 2026-11-23 is a Monday, 2026-11-26 Thanksgiving (a Thursday), 2026-11-28 a Saturday.
const weekdays = [1, 2, 3, 4, 5];
const at = (date: string, time: string) => businessInstant(date, time).getTime();
const maria: NamedStaff = {
  id: 5,
  name: 'Maria Lopez',
  hours: weekdays.map((weekday) => ({ weekday, starts: '08:00', ends: '16:00' })),
  timeOff: [{ firstDay: '2026-11-24', lastDay: '2026-11-24' }],
  serviceIds: [1],
  counties: [],
  busy: [{ start: at('2026-11-23', '10:00'), end: at('2026-11-23', '11:00'), bufferBefore: 30, bufferAfter: 30 }],
};
const inputs = (over: Partial<AvailabilityInputs> = {}): AvailabilityInputs => ({
  staff: [maria],
  calendar: {
    openingHours: [...weekdays, 6].map((weekday) => ({
      weekday,
      starts: '08:00',
      ends: weekday === 6 ? '13:00' : '18:00',
    })),
    holidays: ['2026-11-26'],
    stepMinutes: 30,
  },
  holidayNames: { '2026-11-26': 'Thanksgiving' },
  service: { id: 1, name: 'Home Watch', bufferBefore: 15, bufferAfter: 15 },
  ...over,
});
const visit = (date: string, start: string, end: string, staffId: number | null = 5) => ({
  date,
  start,
  end,
  staffId,
  serviceTypeId: 1,
});

describe('availabilityProblems', () => {
  it('finds nothing for a visit inside every availability', () => {
    expect(availabilityProblems(visit('2026-11-23', '13:00', '14:00'), inputs())).toEqual([]);
    expect(availabilityProblems(visit('2026-11-23', '11:45', '12:45'), inputs())).toEqual([]);
  });

  it('names the holiday, a closed weekday and the opening hours', () => {
    expect(availabilityProblems(visit('2026-11-26', '09:00', '10:00', null), inputs())).toEqual([
      'The business is closed that day (Thanksgiving)',
    ]);
    expect(availabilityProblems(visit('2026-11-29', '09:00', '10:00', null), inputs())).toEqual([
      'The business is closed on Sundays',
    ]);
    expect(availabilityProblems(visit('2026-11-23', '17:30', '18:30', null), inputs())).toEqual([
      'Outside opening hours (8:00 AM – 6:00 PM)',
    ]);
  });

  it('names the staff member’s time off, day not worked, hours and services', () => {
    expect(availabilityProblems(visit('2026-11-24', '09:00', '10:00'), inputs())).toEqual([
      'Maria Lopez is on time off that day',
    ]);
    expect(availabilityProblems(visit('2026-11-28', '09:00', '10:00'), inputs())).toEqual([
      'Maria Lopez does not work on Saturdays',
    ]);
    expect(availabilityProblems(visit('2026-11-23', '15:30', '16:30'), inputs())).toEqual([
      "Outside Maria Lopez's working hours (8:00 AM – 4:00 PM)",
    ]);
    const notary = inputs({ service: { id: 2, name: 'Notary Services', bufferBefore: 0, bufferAfter: 0 } });
    expect(availabilityProblems({ ...visit('2026-11-23', '13:00', '14:00'), serviceTypeId: 2 }, notary)).toEqual([
      'Maria Lopez does not do Notary Services',
    ]);
  });

  it('names an overlapping visit, and says when only the travel time overlaps', () => {
    expect(availabilityProblems(visit('2026-11-23', '10:30', '11:30'), inputs())).toEqual([
      "Overlaps Maria Lopez's visit at 10:00 AM",
    ]);
    // Ends 9:45; the larger buffer that meets is the other visit's 30 before: 9:30 at the latest.
    expect(availabilityProblems(visit('2026-11-23', '08:45', '09:45'), inputs())).toEqual([
      "Overlaps Maria Lopez's visit at 10:00 AM (with travel time)",
    ]);
    expect(availabilityProblems(visit('2026-11-23', '08:30', '09:30'), inputs())).toEqual([]);
  });

  it('without a staff member checks only the business', () => {
    expect(availabilityProblems(visit('2026-11-24', '09:00', '10:00', null), inputs())).toEqual([]);
  });
});

describe('availabilityDays', () => {
  it('lists each day with its holiday, opening and who works', () => {
    const days = availabilityDays('2026-11-23', '2026-11-28', inputs());
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    const [monday, tuesday, , thursday, , saturday] = days;
    expect(monday?.staff[0]).toEqual({
      id: 5,
      name: 'Maria Lopez',
      periods: [{ starts: '08:00', ends: '16:00' }],
      off: false,
    });
    expect(monday && staffDayLabel(monday, monday.staff[0]!)).toBe('8:00 AM – 4:00 PM');
    expect(tuesday && staffDayLabel(tuesday, tuesday.staff[0]!)).toBe('Time off');
    expect(thursday?.holiday).toBe('Thanksgiving');
    expect(thursday?.opening).toEqual([]);
    expect(saturday && staffDayLabel(saturday, saturday.staff[0]!)).toBe('Not working Saturdays');
  });

  it('writes times as the back office does', () => {
    expect(['00:00', '08:05', '12:00', '23:30'].map(clockLabel)).toEqual([
      '12:00 AM',
      '8:05 AM',
      '12:00 PM',
      '11:30 PM',
    ]);
  });
});

describe('availability queries', () => {
  it('refuse a reversed or too long range and a check ending before it starts', () => {
    expect(availabilityDaysQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-29' }).success).toBe(true);
    expect(availabilityDaysQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-22' }).success).toBe(false);
    expect(availabilityDaysQuerySchema.safeParse({ from: '2026-11-01', to: '2026-12-31' }).success).toBe(false);
    expect(availabilityCheckQuerySchema.safeParse({ date: '2026-11-23', start: '10:00', end: '09:00' }).success).toBe(
      false,
    );
    expect(
      availabilityCheckQuerySchema.safeParse({ date: '2026-11-23', start: '09:00', end: '10:00', staffId: '5' }).data
        ?.staffId,
    ).toBe(5);
  });
});
