import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, pathInLocale, type Locale } from '@ta/shared';
import readability from 'text-readability-ts';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

/**
 * Plain words, measured (docs/i18n.md "Writing for seniors"): the main text of each public page and
 * the client area's messages, scored with text-readability-ts. English gets its Flesch-Kincaid
 * grade (US school grade; grade 7 is a reading age of about 12). Spanish gets LIX, a formula made to
 * work across languages (under 35: easy, about a children's book to a popular newspaper), since the
 * grade formulas count English syllables. The figures are printed for each page.
 */
const PAGES = [
  '/',
  '/contact',
  '/furniture-upload',
  '/track-request',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/sign-in/email',
  '/sign-in/code',
  '/sign-in/link?token=abcdefghijkl',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
  '/newsletter',
  '/no-such-page',
];

/** Client-area texts are shown with the visitor's own data: they are measured from their messages. */
const CLIENT_AREAS = ['client', 'appointments', 'account', 'session', 'callback', 'properties'];

/** The highest score a page may have; legal pages are held to the same words, with more of them. */
const MAX_ENGLISH_GRADE = 8;
const MAX_SPANISH_LIX = 40;

const origin = 'https://trusted.example.com';
const api = async () => ({ status: 404, body: null });

const BLOCK = /<\/?(?:h[1-6]|p|li|dt|dd|td|th|label|button|legend|summary|figcaption|blockquote|div|section)\b[^>]*>/gi;

/** The words of a page's `<main>`, each block ending a sentence (a heading or a label is one). */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(BLOCK, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .split(/\s*\.\s*(?:\.\s*)*/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}{2,}/u.test(sentence))
    .join('. ');
}

function score(text: string, locale: Locale): number {
  return locale === 'en' ? readability.fleschKincaidGrade(text) : readability.lix(text);
}

const limit = (locale: Locale) => (locale === 'en' ? MAX_ENGLISH_GRADE : MAX_SPANISH_LIX);
const measure = (locale: Locale) => (locale === 'en' ? 'Flesch-Kincaid grade' : 'LIX');

function messagesOf(locale: Locale, area: string): string | null {
  const file = path.join(import.meta.dirname, '../i18n/messages', locale, `${area}.json`);
  if (!fs.existsSync(file)) return null;
  const messages = Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  // ICU arguments read as a word ("{date}" → "date"), so sentences keep their length.
  return messages.map((message) => message.replace(/[{}]/g, ' ').replace(/[.!?:]*\s*$/, '')).join('. ');
}

describe('plain words', () => {
  const report: string[] = [];

  for (const locale of LOCALES) {
    for (const page of PAGES) {
      it(`${pathInLocale(page, locale)}: main text within ${measure(locale)} ${limit(locale)}`, async () => {
        const { html } = await render({ url: pathInLocale(page, locale), user: null, origin, api });
        const text = mainText(html);
        expect(readability.lexiconCount(text)).toBeGreaterThan(5);
        const value = score(text, locale);
        report.push(`${pathInLocale(page, locale).padEnd(28)} ${measure(locale).padEnd(22)} ${value.toFixed(1)}`);
        expect(value).toBeLessThanOrEqual(limit(locale));
      });
    }

    for (const area of CLIENT_AREAS) {
      const text = messagesOf(locale, area);
      if (text === null) continue;
      it(`${locale} ${area} messages within ${measure(locale)} ${limit(locale)}`, () => {
        const value = score(text, locale);
        report.push(`${`${locale} messages: ${area}`.padEnd(28)} ${measure(locale).padEnd(22)} ${value.toFixed(1)}`);
        expect(value).toBeLessThanOrEqual(limit(locale));
      });
    }
  }

  it('prints the figures', () => {
    expect(report.length).toBeGreaterThan(0);
    console.log(`Readability of each page's main text\n${report.join('\n')}`);
  });
});
