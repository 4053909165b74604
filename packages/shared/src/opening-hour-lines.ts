import { defaultBusiness, type OpeningHours } from './business.js';

// Kept apart from opening-hours.ts (which holds form rules, with zod): every page's header shows these.
/**
 * The opening hours as short lines in a language (`Mon–Fri 8 AM–6 PM`, `lun–vie 8 a. m.–6 p. m.`),
 * written by Intl from `openingHours`, so the hours are kept in one place for every language.
 */
export function openingHourLines(
  localeTag: string,
  hours: readonly OpeningHours[] = defaultBusiness.openingHours,
): string[] {
  const weekday = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day 0, as in `days`.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  const at = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    const format = new Intl.DateTimeFormat(localeTag, {
      hour: 'numeric',
      ...(m ? { minute: '2-digit' as const } : {}),
      timeZone: 'UTC',
    });
    return format.format(new Date(Date.UTC(2023, 0, 1, h, m)));
  };
  return hours.map(({ days, opens, closes }) => {
    const consecutive = days.every((day, i) => i === 0 || day === (days[i - 1] ?? 0) + 1);
    const first = days[0] ?? 0;
    const last = days[days.length - 1] ?? first;
    const dayText =
      days.length > 1 && consecutive ? `${dayName(first)}–${dayName(last)}` : days.map(dayName).join(', ');
    return `${dayText} ${at(opens)}–${at(closes)}`;
  });
}
