import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localeOfPath, type Locale } from '@ta/shared';
import type { FastifyRequest } from 'fastify';

/** The header the browser's API calls carry: the language of the page that makes them. */
export const LANGUAGE_HEADER = 'x-language';

/**
 * The language a request was made in (docs/i18n.md, "E-mails and the stored language"): the page's,
 * sent by the browser's API client in `x-language`, or, for a form sent without JavaScript (whose work
 * is done on the page's own request: http/operations.ts), the page's path (`/es/…`); else the
 * visitor's chosen language in the `lang` cookie; else English. Anything else in either is ignored.
 */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers[LANGUAGE_HEADER];
  if (isLocale(header)) return header;
  if (!request.url.startsWith('/api/')) return localeOfPath(request.url);
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
