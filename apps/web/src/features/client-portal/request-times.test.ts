import { describe, expect, it } from 'vitest';
import { requestDate, requestTimes, timeAgo } from './request-times';

const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('timeAgo', () => {
  it('says how long ago, with the suffix', () => {
    expect(timeAgo('2026-03-07T15:00:00.000Z', NOW)).toBe('3 days ago');
    expect(timeAgo('2026-03-10T13:00:00.000Z', NOW)).toBe('about 2 hours ago');
  });

  it('reads a time ahead of the clock as just now', () => {
    expect(timeAgo('2026-03-10T15:02:00.000Z', NOW)).toBe('less than a minute ago');
  });
});

describe('requestTimes', () => {
  it('gives both times', () => {
    expect(requestTimes({ createdAt: '2026-03-03T15:00:00.000Z', updatedAt: '2026-03-10T14:30:00.000Z' }, NOW)).toEqual(
      { created: 'Created 7 days ago', updated: 'Last updated 30 minutes ago' },
    );
  });

  it('says when a request has not been updated', () => {
    expect(requestTimes({ createdAt: '2026-03-10T14:59:00.000Z', updatedAt: null }, NOW)).toEqual({
      created: 'Created 1 minute ago',
      updated: 'Not updated yet',
    });
  });
});

describe('requestDate', () => {
  it("uses the business's time zone", () => {
    // 02:00 UTC on 1 March is still 28 February in New York.
    expect(requestDate('2026-03-01T02:00:00.000Z')).toBe('February 28, 2026');
  });
});
