import { businessTimeParts, LOCALE_TAGS, type Locale } from '@ta/shared';
import { formatDistance, type Locale as DateFnsLocale } from 'date-fns';
import { es as spanishWords } from 'date-fns/locale/es';

/**
 * Instants (ISO timestamps: when a request arrived, an e-mail was sent, a photo was uploaded) as
 * people read them: on the business's calendar and clock, whatever the zone of the server or the
 * device. Built from Intl's parts rather than its finished string, so the server and every browser
 * give exactly the same text (some put a narrow space before "AM", or write "a.m." for "a. m.").
 * Each function takes the reader's language, English by default (the back office reads English).
 */
const PARTS = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;

/** date-fns's words for "3 days ago" in each language (its own default is English). */
const DISTANCE_WORDS: Record<Locale, DateFnsLocale | undefined> = { en: undefined, es: spanishWords };

const INVALID: Record<Locale, { date: string; time: string }> = {
  en: { date: 'Invalid date', time: 'Invalid time' },
  es: { date: 'Fecha no válida', time: 'Hora no válida' },
};

/** Between the date and the time: "March 5, 2026 at 9:30 PM", "5 de marzo de 2026 a las 9:30 p. m.". */
const AT: Record<Locale, string> = { en: 'at', es: 'a las' };

function instant(iso: string): Date | null {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? null : value;
}

/**
 * 'MMMM d, yyyy' and 'h:mm a' in the business's time zone ("d 'de' MMMM 'de' yyyy" and "h:mm a. m."
 * in Spanish); 'Invalid date' and 'Invalid time' when unreadable.
 */
export function formatInstant(iso: string, locale: Locale = 'en'): { date: string; time: string } {
  const value = instant(iso);
  if (!value) return INVALID[locale];
  const parts = businessTimeParts(value, LOCALE_TAGS[locale], PARTS);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (locale === 'es') {
    // One spacing for the day period, whatever the ICU version writes ("p.m.", "p. m.").
    const period = part('dayPeriod')
      .replace(/\.\s*/g, '. ')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
      .trim();
    return {
      date: `${part('day')} de ${part('month')} de ${part('year')}`,
      time: `${part('hour')}:${part('minute')} ${period}`,
    };
  }
  return {
    date: `${part('month')} ${part('day')}, ${part('year')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`,
  };
}

/** 'MMMM d, yyyy' on the business's calendar, or 'Invalid date'. */
export function formatInstantDate(iso: string, locale: Locale = 'en'): string {
  return formatInstant(iso, locale).date;
}

/** 'MMMM d, yyyy at h:mm a' in the business's time zone, or 'Invalid date'. */
export function formatInstantDateTime(iso: string, locale: Locale = 'en'): string {
  const { date, time } = formatInstant(iso, locale);
  return instant(iso) ? `${date} ${AT[locale]} ${time}` : date;
}

/** "3 days ago"; a time slightly ahead of this device's clock reads as just now, never "in 2 minutes". */
export function timeAgo(iso: string, now: Date, locale: Locale = 'en'): string {
  const value = instant(iso);
  if (!value) return INVALID[locale].date;
  return formatDistance(value.getTime() > now.getTime() ? now : value, now, {
    addSuffix: true,
    locale: DISTANCE_WORDS[locale],
  });
}
