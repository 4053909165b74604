import { defaultBusiness } from '@ta/shared';

/** Times shown to people are in the business's time zone. */
const TIME_ZONE = defaultBusiness.timeZone;

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * "3:05 PM" for a message from today (New York time), "June 3, 3:05 PM" for an older one, so a
 * conversation picked up days later still reads clearly; in the page's language (`localeTag`, such as
 * es-US: "3:05 p. m.", "3 de junio, 3:05 p. m."). Empty for an unreadable timestamp.
 */
export function formatChatTime(iso: string, now: Date = new Date(), localeTag = 'en-US'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = new Intl.DateTimeFormat(localeTag, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(
    at,
  );
  if (dayKey.format(at) === dayKey.format(now)) return time;
  const day = new Intl.DateTimeFormat(localeTag, { timeZone: TIME_ZONE, month: 'long', day: 'numeric' }).format(at);
  return `${day}, ${time}`;
}
