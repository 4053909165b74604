import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { LOCALE_TAGS, pathInLocale, serviceNameKey, type Locale } from '@ta/shared';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

/**
 * The texts of the e-mails and calendar files clients and visitors receive, in their language
 * (docs/i18n.md, "E-mails and the stored language"). The messages are ICU, in `en.json` and
 * `es.json` beside this file, flat, for a translator to edit; the Spanish catalogue is typed against
 * the English one, so a missing translation does not compile. Staff e-mails stay in English and do
 * not use this.
 */
export type MailMessageId = keyof typeof en;
const CATALOGUES: Record<Locale, Record<MailMessageId, string>> = { en, es };

export type MailValues = Record<string, string | number>;

export interface MailIntl {
  language: Locale;
  /** `en-US` or `es-US`, for Intl and `<html lang>`. */
  tag: string;
  /** A message as plain text; `<tag>…</tag>` markup in it keeps only its words. */
  t(id: MailMessageId, values?: MailValues): string;
  /** A message as HTML: its words escaped, and each `<tag>` rendered by `tags` around its escaped words. */
  html(id: MailMessageId, values: MailValues, tags: Record<string, (inner: string) => string>): string;
  /** A page of the site in this language, as a full address: `/contact` → `https://…/es/contact`. */
  link(publicUrl: string, path: string): string;
  /** A stored service or category name (English) in this language; a name the catalogue lacks, as typed. */
  service(englishName: string): string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Markup already made safe, told apart from the message's own words (which are escaped). */
class SafeHtml {
  constructor(readonly value: string) {}
}

const cache = createIntlCache();

function build(language: Locale): MailIntl {
  const intl: IntlShape<string> = createIntl(
    {
      locale: LOCALE_TAGS[language],
      defaultLocale: LOCALE_TAGS.en,
      messages: CATALOGUES[language],
      // A message that cannot be formatted is a bug in the catalogue: say so rather than send a broken e-mail.
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  const plain = (chunks: unknown[]) => chunks.map(String).join('');
  // formatMessage's typed overloads want message ids registered globally; this module's ids are its
  // own catalogue's keys. Tag functions returning SafeHtml make it answer with the parts in order.
  const formatRich = intl.formatMessage as unknown as (
    descriptor: { id: string },
    values: Record<string, unknown>,
  ) => string | SafeHtml | Array<string | SafeHtml>;
  return {
    language,
    tag: LOCALE_TAGS[language],
    t(id, values = {}) {
      const tags = Object.fromEntries(tagNames(CATALOGUES[language][id]).map((name) => [name, plain]));
      const parts = formatRich({ id }, { ...values, ...tags });
      return endAbbreviations((Array.isArray(parts) ? parts : [parts]).map(String).join(''));
    },
    html(id, values, tags) {
      const rendered = Object.fromEntries(
        Object.entries(tags).map(([name, render]) => [
          name,
          (chunks: Array<string | SafeHtml>) => new SafeHtml(render(chunks.map(toHtml).join(''))),
        ]),
      );
      const parts = formatRich({ id }, { ...values, ...rendered });
      return endAbbreviations((Array.isArray(parts) ? parts : [parts]).map(toHtml).join(''));
    },
    link: (publicUrl, path) => `${publicUrl}${pathInLocale(path, language)}`,
    service(englishName) {
      const key = serviceNameKey(englishName);
      return key ? this.t(key) : englishName;
    },
  };
}

/** A sentence ending in "a.m." or "p.m." takes no second period ("a la 1:00 p.m.", not "p.m.."). */
const endAbbreviations = (text: string) => text.replace(/([ap]\. ?m\.)\./g, '$1');

const toHtml = (part: string | SafeHtml) => (part instanceof SafeHtml ? part.value : escapeHtml(String(part)));

/** The `<tag>` names a message uses. */
function tagNames(message: string): string[] {
  return [...new Set([...message.matchAll(/<([a-z][\w-]*)>/gi)].map((m) => m[1] as string))];
}

const INTLS: Record<Locale, MailIntl> = { en: build('en'), es: build('es') };

/** The e-mail texts in a language. */
export function mailIntl(language: Locale): MailIntl {
  return INTLS[language];
}
