import { businessToday, formatBusinessTime } from '@ta/shared';

/**
 * "3:05 PM" for a message from today (New York time), "June 3, 3:05 PM" for an older one, so a
 * conversation picked up days later still reads clearly; in the page's language (`localeTag`, such as
 * es-US: "3:05 p. m.", "3 de junio, 3:05 p. m."). Empty for an unreadable timestamp.
 */
export function formatChatTime(iso: string, now: Date = new Date(), localeTag = 'en-US'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = formatBusinessTime(at, localeTag, { hour: 'numeric', minute: '2-digit' });
  if (businessToday(at) === businessToday(now)) return time;
  return `${formatBusinessTime(at, localeTag, { month: 'long', day: 'numeric' })}, ${time}`;
}
