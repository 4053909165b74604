import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantDate, formatInstantDateTime, timeAgo } from './instant-format';

describe('formatInstant', () => {
  it('shows the date and time in New York', () => {
    // 03:05 UTC on 1 January is still New Year's Eve, 10:05 PM, in New York.
    expect(formatInstant('2026-01-01T03:05:00.000Z')).toEqual({ date: 'December 31, 2025', time: '10:05 PM' });
  });

  it('follows daylight saving time', () => {
    expect(formatInstant('2026-07-04T13:00:00.000Z')).toEqual({ date: 'July 4, 2026', time: '9:00 AM' });
  });

  it('writes midnight and noon as 12', () => {
    expect(formatInstant('2026-07-04T04:00:00.000Z').time).toBe('12:00 AM');
    expect(formatInstant('2026-07-04T16:30:00.000Z').time).toBe('12:30 PM');
  });

  it('says Invalid date and Invalid time for values that are not instants', () => {
    expect(formatInstant('yesterday')).toEqual({ date: 'Invalid date', time: 'Invalid time' });
  });
});

describe('formatInstantDate', () => {
  it("uses the business's calendar, whatever the device zone", () => {
    // 02:00 UTC on 1 March is still 28 February in New York.
    expect(formatInstantDate('2026-03-01T02:00:00.000Z')).toBe('February 28, 2026');
    // 02:30 UTC on March 6 is still March 5 in New York.
    expect(formatInstantDate('2026-03-06T02:30:00.000Z')).toBe('March 5, 2026');
  });

  it('says Invalid date for values that are not instants', () => {
    expect(formatInstantDate('yesterday')).toBe('Invalid date');
    expect(formatInstantDate('')).toBe('Invalid date');
  });
});

describe('formatInstantDateTime', () => {
  it("writes the date and the time on the business's calendar and clock", () => {
    expect(formatInstantDateTime('2026-03-06T02:30:00.000Z')).toBe('March 5, 2026 at 9:30 PM');
    expect(formatInstantDateTime('2026-07-01T13:05:00.000Z')).toBe('July 1, 2026 at 9:05 AM');
  });

  it('says Invalid date for values that are not instants', () => {
    expect(formatInstantDateTime('')).toBe('Invalid date');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');

  it('says how long ago, with "ago"', () => {
    expect(timeAgo('2026-03-07T15:00:00.000Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-03-10T13:00:00.000Z', now)).toBe('about 2 hours ago');
    expect(timeAgo('2026-03-10T14:00:00.000Z', now)).toBe('about 1 hour ago');
    expect(timeAgo('2026-03-10T14:55:00.000Z', now)).toBe('5 minutes ago');
  });

  it('reads a time ahead of the clock as just now, never "in …"', () => {
    expect(timeAgo('2026-03-10T15:02:00.000Z', now)).toBe('less than a minute ago');
    expect(timeAgo('2026-03-10T15:00:30.000Z', now)).toBe('less than a minute ago');
  });

  it('says Invalid date for a value that is not an instant', () => {
    expect(timeAgo('soon', now)).toBe('Invalid date');
  });
});

describe('in Spanish (es-US)', () => {
  it("writes the date and time on the business's calendar and clock", () => {
    expect(formatInstant('2026-01-01T03:05:00.000Z', 'es')).toEqual({
      date: '31 de diciembre de 2025',
      time: '10:05 p. m.',
    });
    expect(formatInstant('2026-07-04T16:30:00.000Z', 'es').time).toBe('12:30 p. m.');
    expect(formatInstantDate('2026-03-01T02:00:00.000Z', 'es')).toBe('28 de febrero de 2026');
    expect(formatInstantDateTime('2026-07-01T13:05:00.000Z', 'es')).toBe('1 de julio de 2026 a las 9:05 a. m.');
  });

  it('says how long ago in Spanish, and never "dentro de …"', () => {
    const now = new Date('2026-03-10T15:00:00.000Z');
    expect(timeAgo('2026-03-07T15:00:00.000Z', now, 'es')).toBe('hace 3 días');
    expect(timeAgo('2026-03-10T14:55:00.000Z', now, 'es')).toBe('hace 5 minutos');
    expect(timeAgo('2026-03-10T15:02:00.000Z', now, 'es')).toBe('hace menos de un minuto');
  });

  it('says so in Spanish when a value is not an instant', () => {
    expect(formatInstant('yesterday', 'es')).toEqual({ date: 'Fecha no válida', time: 'Hora no válida' });
    expect(formatInstantDateTime('', 'es')).toBe('Fecha no válida');
    expect(timeAgo('soon', new Date(), 'es')).toBe('Fecha no válida');
  });
});
