import { describe, expect, it } from 'vitest';
import { requestTimes } from './request-times';

const NOW = new Date('2026-03-10T15:00:00.000Z');

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
