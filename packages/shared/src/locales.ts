/**
 * The languages of the public site, the account pages and the client area (docs/i18n.md). English
 * pages live at their plain paths, Spanish ones under `/es`; the back office is in English only.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag used for dates, numbers and money (Florida: United States English and Spanish). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The back office names a client's language in English. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** The cookie that keeps a visitor's chosen language. */
export const LANGUAGE_COOKIE = 'lang';

const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

/** The path prefix of a language's pages: '' for English, '/es' for Spanish. */
export const localePrefix = (locale: Locale): string => PREFIX[locale];

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** The language of a page path: `/es` and `/es/…` are Spanish, anything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') || pathname.startsWith('/es?') ? 'es' : 'en';
}

/** A page path without its language prefix: `/es/contact` → `/contact`, `/es` → `/`. */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  const rest = path.slice(3);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site path in a language: `/contact` → `/es/contact`, `/` → `/es`, `/?x=1` → `/es?x=1`. The back
 * office and the API have no Spanish pages and keep their paths.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const plain = pathWithoutLocale(path);
  if (locale === 'en' || !hasLocalePages(plain)) return plain;
  if (plain === '/') return '/es';
  if (plain.startsWith('/?') || plain.startsWith('/#')) return `/es${plain.slice(1)}`;
  return `/es${plain}`;
}

/** Whether a plain path has pages in every language (not the back office, the API or files). */
export function hasLocalePages(plainPath: string): boolean {
  return !/^\/(admin|api)(\/|\?|#|$)/.test(plainPath);
}

/**
 * The Spanish home page has one address, `/es`: a link to `/` inside the `/es` base comes out as
 * `/es/`, which this writes as `/es` (`/es/?x=1` → `/es?x=1`). Any other path is left as it is.
 */
export function tidyLocalePath(path: string): string {
  return path.replace(/^\/es\/(?=$|[?#])/, '/es');
}
