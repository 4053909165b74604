import { businessTimeParts, formatBusinessTime } from '@ta/shared';

/**
 * When a chat message was sent, in the business's time zone: the time alone for a message of today
 * (New York's today), with the day before it for an older one. Two formats, named for what they write:
 * the visitor's chat in the page's language, the staff inbox in English with the year.
 */

/** The business's date of an instant, to tell today's messages from older ones (Intl: no time zone library). */
const businessDay = (at: Date) =>
  formatBusinessTime(at, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * "3:05 PM" for a message from today, "June 3, 3:05 PM" (the month's long name, no year) for an older
 * one, so a conversation picked up days later still reads clearly; in the page's language (`localeTag`,
 * such as es-US: "3:05 p. m.", "3 de junio, 3:05 p. m."). Empty for an unreadable timestamp.
 */
export function formatChatTimeLongDay(iso: string, now: Date = new Date(), localeTag = 'en-US'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = formatBusinessTime(at, localeTag, { hour: 'numeric', minute: '2-digit' });
  if (businessDay(at) === businessDay(now)) return time;
  return `${formatBusinessTime(at, localeTag, { month: 'long', day: 'numeric' })}, ${time}`;
}

const SHORT_DATE_PARTS = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * "2:05 PM" for a message from today, "Mar 2, 2026, 2:05 PM" (short month, with the year) for an
 * older one, in English for the staff inbox. Built from Intl's parts so server and browsers give the
 * same text. Empty for an unreadable timestamp.
 */
export function formatChatTimeShortDate(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const parts = businessTimeParts(at, 'en-US', SHORT_DATE_PARTS);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
  if (businessDay(at) === businessDay(now)) return time;
  return `${part('month')} ${part('day')}, ${part('year')}, ${time}`;
}
