import { businessToday } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { calendarHref, calendarRange, daysOf, parseCalendarParams, stepDate } from './calendar-params';

const TODAY = '2026-03-05';

describe('parseCalendarParams', () => {
  it('defaults to today, the day view, every status and page 1', () => {
    expect(parseCalendarParams('', TODAY)).toEqual({ date: TODAY, view: 'day', search: '', status: '', page: 1 });
  });

  it('reads every value from the address', () => {
    expect(parseCalendarParams('?date=2026-04-01&view=week&search=%20Ann%20&status=pending&page=3', TODAY)).toEqual({
      date: '2026-04-01',
      view: 'week',
      search: 'Ann',
      status: 'pending',
      page: 3,
    });
  });

  it('falls back to the defaults for malformed values', () => {
    expect(parseCalendarParams('date=2026-02-30&view=month&status=lost&page=-2', TODAY)).toEqual({
      date: TODAY,
      view: 'day',
      search: '',
      status: '',
      page: 1,
    });
    expect(parseCalendarParams('page=1.5', TODAY).page).toBe(1);
  });
});

describe('calendarHref', () => {
  it('leaves the defaults out', () => {
    expect(calendarHref({ date: TODAY, view: 'day', search: '', status: '', page: 1 }, TODAY)).toBe(
      '/admin/appointments',
    );
  });

  it('writes what differs and reads back the same values', () => {
    const params = { date: '2026-03-09', view: 'week', search: 'Ann Lee', status: 'completed', page: 2 } as const;
    const href = calendarHref(params, TODAY);
    expect(href).toBe('/admin/appointments?date=2026-03-09&view=week&search=Ann+Lee&status=completed&page=2');
    expect(parseCalendarParams(href.split('?')[1] ?? '', TODAY)).toEqual(params);
  });
});

describe('stepDate', () => {
  it('moves a day at a time in the day view, across months and years', () => {
    expect(stepDate('2026-03-05', 'day', 1)).toBe('2026-03-06');
    expect(stepDate('2026-03-01', 'day', -1)).toBe('2026-02-28');
    expect(stepDate('2024-02-28', 'day', 1)).toBe('2024-02-29');
    expect(stepDate('2026-12-31', 'day', 1)).toBe('2027-01-01');
  });

  it('moves a week at a time in the week view', () => {
    expect(stepDate('2026-03-05', 'week', 1)).toBe('2026-03-12');
    expect(stepDate('2026-03-05', 'week', -1)).toBe('2026-02-26');
  });

  it('counts New York days across the clock changes (no 23- or 25-hour drift)', () => {
    // Spring forward on 2026-03-08 and fall back on 2026-11-01 in America/New_York.
    expect(stepDate('2026-03-07', 'day', 1)).toBe('2026-03-08');
    expect(stepDate('2026-03-08', 'day', 1)).toBe('2026-03-09');
    expect(stepDate('2026-11-01', 'day', -1)).toBe('2026-10-31');
    expect(stepDate('2026-10-29', 'week', 1)).toBe('2026-11-05');
  });

  it('starts Today from the New York date, not the device’s or UTC’s', () => {
    // 03:30 UTC on March 8 is still the evening of March 7 in New York.
    expect(businessToday(new Date('2026-03-08T03:30:00Z'))).toBe('2026-03-07');
    expect(businessToday(new Date('2026-03-08T05:30:00Z'))).toBe('2026-03-08');
  });
});

describe('calendarRange and daysOf', () => {
  it('covers the date alone in the day view', () => {
    expect(calendarRange('2026-03-05', 'day')).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(daysOf(calendarRange('2026-03-05', 'day'))).toEqual(['2026-03-05']);
  });

  it('covers the date plus 6 days in the week view', () => {
    const range = calendarRange('2026-02-26', 'week');
    expect(range).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(daysOf(range)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});
