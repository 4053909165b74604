import { defaultBusiness, LOCALE_TAGS, type Locale } from '@ta/shared';
import { formatInstant } from '../../lib/instant-format';

/**
 * An instant as the tracking page shows it, in the page's language, on the business's clock:
 * English as everywhere else ('MMMM d, yyyy', 'h:mm AM'); Spanish as es-US writes it
 * ('15 de marzo de 2026', '3:30 p.m.'). Built from Intl's parts, so the server and the browser agree.
 */
export function formatWhen(iso: string, locale: Locale): { date: string; time: string } {
  if (locale === 'en') return formatInstant(iso);
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return formatInstant(iso);
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: defaultBusiness.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')} de ${part('month')} de ${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').replace(/\s/g, '')}`,
  };
}
