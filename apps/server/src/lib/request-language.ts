import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@ta/shared';
import type { FastifyRequest } from 'fastify';

/** The header the browser's API calls carry: the language of the page that makes them. */
export const LANGUAGE_HEADER = 'x-language';

/**
 * The language a request was made in (docs/i18n.md, "E-mails and the stored language"): the page's,
 * sent by the browser's API client and by the forms without JavaScript in `x-language`; else the
 * visitor's chosen language in the `lang` cookie; else English. Anything else in either is ignored.
 */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers[LANGUAGE_HEADER];
  if (isLocale(header)) return header;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
