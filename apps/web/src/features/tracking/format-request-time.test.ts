import { describe, expect, it } from 'vitest';
import { formatRequestTime } from './format-request-time';

describe('formatRequestTime', () => {
  it('shows the date and time in New York', () => {
    // 03:05 UTC on 1 January is still New Year's Eve, 10:05 PM, in New York.
    expect(formatRequestTime('2026-01-01T03:05:00.000Z')).toEqual({ date: 'December 31, 2025', time: '10:05 PM' });
  });

  it('follows daylight saving time', () => {
    expect(formatRequestTime('2026-07-04T13:00:00.000Z')).toEqual({ date: 'July 4, 2026', time: '9:00 AM' });
  });

  it('writes midnight and noon as 12', () => {
    expect(formatRequestTime('2026-07-04T04:00:00.000Z').time).toBe('12:00 AM');
    expect(formatRequestTime('2026-07-04T16:30:00.000Z').time).toBe('12:30 PM');
  });
});
