import { defaultBusiness, type OpeningHours } from './business.js';
import { LOCALE_TAGS, type Locale } from './locales.js';

// Kept apart from opening-hours.ts (which holds form rules, with zod): every page's header shows these.
// The business's hours are one list, `defaultBusiness.openingHours`; every page, e-mail and calendar
// file that states them writes them from it, in its language, with the functions below.

// 2023-01-01 was a Sunday: day 0, as in `days`.
const dayDate = (day: number) => new Date(Date.UTC(2023, 0, 1 + day));

/** "8 AM", "8:30 a.m." (no narrow or no-break spaces, which some mail programs and fonts lack). */
function clock(localeTag: string, time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const format = new Intl.DateTimeFormat(localeTag, {
    hour: 'numeric',
    ...(m ? { minute: '2-digit' as const } : {}),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(2023, 0, 1, h, m))).replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Each result once per hours list and language: Intl's formatters are slow to make (a tenth of a millisecond
 * each, and the first of a language far more), and every page's header, footer and contact parts ask again.
 */
function once<T>(): (hours: readonly OpeningHours[], key: string, make: () => T) => T {
  const made = new WeakMap<readonly OpeningHours[], Map<string, T>>();
  return (hours, key, make) => {
    let byKey = made.get(hours);
    if (!byKey) made.set(hours, (byKey = new Map()));
    let result = byKey.get(key);
    if (result === undefined) byKey.set(key, (result = make()));
    return result;
  };
}
const linesOnce = once<string[]>();
const sentenceOnce = once<string>();

const consecutive = (days: readonly number[]) =>
  days.length > 1 && days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);

/**
 * The opening hours as short lines in a language (`Mon–Fri 8 AM–6 PM`, `lun–vie 8 a. m.–6 p. m.`),
 * written by Intl from `openingHours`, so the hours are kept in one place for every language.
 */
export function openingHourLines(
  localeTag: string,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
): string[] {
  return [...linesOnce(hours, localeTag, () => writeLines(localeTag, hours))];
}

function writeLines(localeTag: string, hours: readonly OpeningHours[]): string[] {
  const weekday = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  const dayName = (day: number) => weekday.format(dayDate(day));
  return hours.map(({ days, opens, closes }) => {
    const first = days[0] ?? 0;
    const last = days[days.length - 1] ?? first;
    const dayText = consecutive(days) ? `${dayName(first)}–${dayName(last)}` : days.map(dayName).join(', ');
    return `${dayText} ${clock(localeTag, opens)}–${clock(localeTag, closes)}`;
  });
}

/** The few words around the days and times, per language. */
const SENTENCE_WORDS: Record<
  Locale,
  { range(from: string, to: string): string; days(list: string): string; times(opens: string, closes: string): string }
> = {
  en: {
    range: (from, to) => `${from} to ${to}`,
    days: (list) => list,
    times: (opens, closes) => `${opens} to ${closes}`,
  },
  es: {
    range: (from, to) => `de ${from} a ${to}`,
    // "los sábados": a day that comes back every week (lunes to viernes end in s already).
    days: (list) => `los ${list.replace(/\b(sábado|domingo)\b/g, '$1s')}`,
    times: (opens, closes) => `de ${opens} a ${closes}`,
  },
};

/**
 * The opening hours as words of a sentence, for "Call us at …, {hours}" and "We answer {hours}":
 * "Monday to Friday, 8 AM to 6 PM, and Saturday, 9 AM to 3 PM"; in Spanish "de lunes a viernes,
 * de 8 a.m. a 6 p.m., y los sábados, de 9 a.m. a 3 p.m.". The phone is answered in these hours too:
 * one set of hours, said the same way everywhere (decision 062).
 */
export function openingHoursSentence(
  language: Locale,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
): string {
  return sentenceOnce(hours, language, () => writeSentence(language, hours));
}

function writeSentence(language: Locale, hours: readonly OpeningHours[]): string {
  const tag = LOCALE_TAGS[language];
  const words = SENTENCE_WORDS[language];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const dayName = (day: number) => weekday.format(dayDate(day));
  const periods = hours.map(({ days, opens, closes }) => {
    const first = days[0] ?? 0;
    const last = days[days.length - 1] ?? first;
    const dayText = consecutive(days)
      ? words.range(dayName(first), dayName(last))
      : words.days(new Intl.ListFormat(tag, { type: 'conjunction' }).format(days.map(dayName)));
    return `${dayText}, ${words.times(clock(tag, opens), clock(tag, closes))}`;
  });
  return periods.length > 2
    ? new Intl.ListFormat(tag, { type: 'conjunction' }).format(periods)
    : periods.join(language === 'es' ? ', y ' : ', and ');
}
