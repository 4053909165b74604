import { LANGUAGE_COOKIE, type Locale } from '@ta/shared';
import type { FastifyReply } from 'fastify';

/** A year: the choice outlasts sessions, like the text size. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps `language` in the `lang` cookie that every later page and API call reads (docs/i18n.md):
 * set by the language switch, and by signing in, so a client's own device follows her account.
 */
export function setLanguageCookie(reply: FastifyReply, language: Locale, secure: boolean): void {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: LANGUAGE_COOKIE_SECONDS,
  });
}
