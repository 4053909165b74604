/** Times shown to people are in the business's time zone. */
const TIME_ZONE = 'America/New_York';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, month: 'long', day: 'numeric' });
const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * "3:05 PM" for a message from today (New York time), "June 3, 3:05 PM" for an older one, so a
 * conversation picked up days later still reads clearly. Empty for an unreadable timestamp.
 */
export function formatChatTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = timeFormat.format(at);
  return dayKey.format(at) === dayKey.format(now) ? time : `${dayFormat.format(at)}, ${time}`;
}
