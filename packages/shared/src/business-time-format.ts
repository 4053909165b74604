import { defaultBusiness } from './business.js';

/**
 * Instants as people read them, in the business's time zone whatever the device's: `options` are
 * Intl's (`{ dateStyle: 'long', timeStyle: 'short' }`), `localeTag` the page's or the e-mail's language
 * (`en-US`, `es-US`). With business-time.ts, the one place screens and e-mails name the zone; apart from
 * it because its date arithmetic (@date-fns/tz) is code pages that only show a time need not download.
 */
type Options = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

/** A formatter costs far more to build than to use, and screens and e-mails ask for the same few. */
const formats = new Map<string, Intl.DateTimeFormat>();

function businessFormat(localeTag: string, options: Options): Intl.DateTimeFormat {
  const key = `${localeTag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { ...options, timeZone: defaultBusiness.timeZone });
    formats.set(key, format);
  }
  return format;
}

/** An instant as people read it: "March 5, 2026 at 9:30 PM" for `{ dateStyle: 'long', timeStyle: 'short' }`. */
export function formatBusinessTime(at: string | Date, localeTag: string, options: Options): string {
  return businessFormat(localeTag, options).format(new Date(at));
}

/** The same as parts (Intl's formatToParts), for a text built from them that every engine writes alike. */
export function businessTimeParts(at: string | Date, localeTag: string, options: Options): Intl.DateTimeFormatPart[] {
  return businessFormat(localeTag, options).formatToParts(new Date(at));
}

/**
 * The clock time: "9:00 AM", "9:00 a. m.", with plain spaces: newer ICU puts a narrow no-break space
 * before AM/PM, which some mail programs and PDF fonts show as a box.
 */
export function formatBusinessClock(at: string | Date, localeTag: string): string {
  return formatBusinessTime(at, localeTag, { hour: 'numeric', minute: '2-digit' }).replace(/[\u202f\u00a0]/g, ' ');
}
