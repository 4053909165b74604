import { describe, expect, it } from 'vitest';
import { formatChatTimeLongDay, formatChatTimeShortDate } from './chat-time-format';

// Intl may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatChatTimeLongDay', () => {
  const now = new Date('2025-07-10T20:00:00.000Z'); // 4:00 PM in New York (EDT)

  it('shows a message from today as the New York time on a 12-hour clock', () => {
    expect(plain(formatChatTimeLongDay('2025-07-10T17:05:00.000Z', now))).toBe('1:05 PM');
  });

  it('counts "today" in New York, not in UTC', () => {
    // 02:30 UTC on the 11th is 10:30 PM on the 10th in New York.
    expect(plain(formatChatTimeLongDay('2025-07-11T02:30:00.000Z', new Date('2025-07-11T03:00:00.000Z')))).toBe(
      '10:30 PM',
    );
  });

  it('adds the day for an older message', () => {
    expect(plain(formatChatTimeLongDay('2025-07-08T13:00:00.000Z', now))).toBe('July 8, 9:00 AM');
  });

  it('adds the day to a message of the same day a year before', () => {
    expect(plain(formatChatTimeLongDay('2024-07-10T17:05:00.000Z', now))).toBe('July 10, 1:05 PM');
  });

  it('gives nothing for an unreadable timestamp', () => {
    expect(formatChatTimeLongDay('yesterday', now)).toBe('');
  });
});

describe('formatChatTimeLongDay in Spanish (es-US)', () => {
  const now = new Date('2025-07-10T20:00:00.000Z');

  it('writes the time and the day the Spanish way', () => {
    // ICU versions differ on the space inside "p. m.".
    expect(plain(formatChatTimeLongDay('2025-07-10T17:05:00.000Z', now, 'es-US'))).toMatch(/^1:05 p\. ?m\.$/);
    expect(plain(formatChatTimeLongDay('2025-07-08T13:00:00.000Z', now, 'es-US'))).toMatch(
      /^8 de julio, 9:00 a\. ?m\.$/,
    );
  });
});

describe('formatChatTimeShortDate', () => {
  const now = new Date('2026-03-02T20:00:00Z'); // 3:00 PM in New York (EST)

  it('shows only the New York time for today', () => {
    expect(formatChatTimeShortDate('2026-03-02T19:05:00Z', now)).toBe('2:05 PM');
  });

  it('adds the date for other days, by New York’s calendar', () => {
    // 03:30 UTC on March 2 is still March 1 in New York.
    expect(formatChatTimeShortDate('2026-03-02T03:30:00Z', now)).toBe('Mar 1, 2026, 10:30 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatChatTimeShortDate('2026-07-04T16:00:00Z', new Date('2026-07-04T18:00:00Z'))).toBe('12:00 PM');
  });

  it('adds the date to a message of the same day a year before', () => {
    expect(formatChatTimeShortDate('2025-03-02T19:05:00Z', now)).toBe('Mar 2, 2025, 2:05 PM');
  });

  it('gives nothing for an unreadable timestamp', () => {
    expect(formatChatTimeShortDate('yesterday', now)).toBe('');
  });
});
