import { formatBusinessTime, LOCALE_TAGS, type Locale } from '@ta/shared';
import { formatDistance } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { formatInstantDate, timeAgo } from '../../lib/instant-format';

/** A post's day on the business's calendar: "May 16, 2025" or "16 de mayo de 2025". */
export function postDate(date: Date, locale: Locale): string {
  return locale === 'es'
    ? formatBusinessTime(date, LOCALE_TAGS.es, { dateStyle: 'long' })
    : formatInstantDate(date.toISOString());
}

/** "3 days ago" or "hace 3 días"; a time slightly ahead of this device's clock reads as just now. */
export function postAge(date: Date, now: Date, locale: Locale): string {
  if (locale === 'en') return timeAgo(date.toISOString(), now);
  return formatDistance(date.getTime() > now.getTime() ? now : date, now, { addSuffix: true, locale: es });
}
