import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localeOfPath, type Locale } from '@ta/shared';
import type { FastifyRequest } from 'fastify';

/** The header the browser's API calls carry: the language of the page that makes them. */
export const LANGUAGE_HEADER = 'x-language';

/** Whether a request is a call of the JSON API rather than a page or a page's form. */
const isApiCall = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The language a request was made in (docs/i18n.md, "E-mails and the stored language"): for a form
 * a page sent without JavaScript (its work done there, http/operations.ts), the language of that
 * page's address; for an API call, the page's, sent by the browser's API client in `x-language`;
 * else the visitor's chosen language in the `lang` cookie; else English. Anything else in either is
 * ignored.
 */
export function requestLanguage(request: FastifyRequest): Locale {
  if (!isApiCall(request.url)) return localeOfPath(request.url);
  const header = request.headers[LANGUAGE_HEADER];
  if (isLocale(header)) return header;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}
