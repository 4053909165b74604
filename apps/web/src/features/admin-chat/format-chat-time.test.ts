import { describe, expect, it } from 'vitest';
import { formatChatTime } from './format-chat-time';

describe('formatChatTime', () => {
  const now = new Date('2026-03-02T20:00:00Z'); // 3:00 PM in New York (EST)

  it('shows only the New York time for today', () => {
    expect(formatChatTime('2026-03-02T19:05:00Z', now)).toBe('2:05 PM');
  });

  it('adds the date for other days, by New York’s calendar', () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    expect(formatChatTime('2026-03-02T03:30:00Z', now)).toBe('Mar 1, 2026, 10:30 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatChatTime('2026-07-04T16:00:00Z', new Date('2026-07-04T18:00:00Z'))).toBe('12:00 PM');
  });
});
