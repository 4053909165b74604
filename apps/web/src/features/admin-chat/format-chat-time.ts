import { businessTimeParts } from '@ta/shared';

const PARTS = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A message's time in New York, 12-hour: "2:05 PM", or "Mar 2, 2026, 2:05 PM" when not today (New
 * York's today). Built from Intl's parts so server and browsers give the same text.
 */
export function formatChatTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const of = (value: Date) => {
    const list = businessTimeParts(value, 'en-US', PARTS);
    const part = (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
    return {
      day: `${part('month')} ${part('day')}, ${part('year')}`,
      time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
    };
  };
  const when = of(date);
  return when.day === of(now).day ? when.time : `${when.day}, ${when.time}`;
}
