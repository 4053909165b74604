import { defaultBusiness } from './business.js';

/**
 * An instant as people read it, in the business's time zone whatever the device's: `options` are
 * Intl's (`{ dateStyle: 'long', timeStyle: 'short' }`), `localeTag` the page's or the e-mail's language
 * (`en-US`, `es-US`). The one place screens and e-mails name the zone. Apart from business-time.ts, whose
 * date arithmetic (@date-fns/tz) pages that only show a time need not download.
 */
export function formatBusinessTime(
  at: string | Date,
  localeTag: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): string {
  return new Intl.DateTimeFormat(localeTag, { ...options, timeZone: defaultBusiness.timeZone }).format(new Date(at));
}
