import { defaultBusiness } from '@ta/shared';
import { formatDistance } from 'date-fns';

/**
 * Instants (ISO timestamps: when a request arrived, an e-mail was sent, a photo was uploaded) as
 * people read them: on the business's calendar and clock, whatever the zone of the server or the
 * device. Built from Intl's parts rather than its finished string, so the server and every browser
 * give exactly the same text (some put a narrow space before "AM").
 */
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: defaultBusiness.timeZone,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function instant(iso: string): Date | null {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** 'MMMM d, yyyy' and 'h:mm a' in the business's time zone; 'Invalid date' and 'Invalid time' when unreadable. */
export function formatInstant(iso: string): { date: string; time: string } {
  const value = instant(iso);
  if (!value) return { date: 'Invalid date', time: 'Invalid time' };
  const parts = PARTS.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('month')} ${part('day')}, ${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}

/** 'MMMM d, yyyy' on the business's calendar, or 'Invalid date'. */
export function formatInstantDate(iso: string): string {
  return formatInstant(iso).date;
}

/** 'MMMM d, yyyy at h:mm a' in the business's time zone, or 'Invalid date'. */
export function formatInstantDateTime(iso: string): string {
  const { date, time } = formatInstant(iso);
  return instant(iso) ? `${date} at ${time}` : date;
}

/** "3 days ago"; a time slightly ahead of this device's clock reads as just now, never "in 2 minutes". */
export function timeAgo(iso: string, now: Date): string {
  const value = instant(iso);
  if (!value) return 'Invalid date';
  return formatDistance(value.getTime() > now.getTime() ? now : value, now, { addSuffix: true });
}
