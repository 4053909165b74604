import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time';

// Intl may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatChatTime', () => {
  const now = new Date('2025-07-10T20:00:00.000Z'); // 4:00 PM in New York (EDT)

  it('shows a message from today as the New York time on a 12-hour clock', () => {
    expect(plain(formatChatTime('2025-07-10T17:05:00.000Z', now))).toBe('1:05 PM');
  });

  it('counts "today" in New York, not in UTC', () => {
    // 02:30 UTC on the 11th is 10:30 PM on the 10th in New York.
    expect(plain(formatChatTime('2025-07-11T02:30:00.000Z', new Date('2025-07-11T03:00:00.000Z')))).toBe('10:30 PM');
  });

  it('adds the day for an older message', () => {
    expect(plain(formatChatTime('2025-07-08T13:00:00.000Z', now))).toBe('July 8, 9:00 AM');
  });

  it('gives nothing for an unreadable timestamp', () => {
    expect(formatChatTime('yesterday', now)).toBe('');
  });
});

describe('formatChatTime in Spanish (es-US)', () => {
  const now = new Date('2025-07-10T20:00:00.000Z');

  it('writes the time and the day the Spanish way', () => {
    // ICU versions differ on the space inside "p. m.".
    expect(plain(formatChatTime('2025-07-10T17:05:00.000Z', now, 'es-US'))).toMatch(/^1:05 p\. ?m\.$/);
    expect(plain(formatChatTime('2025-07-08T13:00:00.000Z', now, 'es-US'))).toMatch(/^8 de julio, 9:00 a\. ?m\.$/);
  });
});
