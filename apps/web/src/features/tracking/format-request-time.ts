import { defaultBusiness } from '@ta/shared';

/**
 * An instant as 'MMMM d, yyyy' and 'h:mm a' in the business's time zone, whatever
 * the zone of the server or the device. Built from Intl's parts rather than its finished string so
 * the server and every browser give exactly the same text (some put a narrow space before "AM").
 */
export function formatRequestTime(iso: string, timeZone: string = defaultBusiness.timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('month')} ${part('day')}, ${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}
