import { CODES_WITH_OWN_MESSAGE } from '@ta/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/en';
// As written (`?raw`): the build turns catalogue files into syntax trees (precompiled-messages.ts),
// and this lookup needs the English words themselves.
import englishErrorsText from './messages/en/errors.json?raw';

/**
 * The server's answers and the shared form schemas speak English: the API's messages are its
 * contract. A failed call also names its error by a code (docs/i18n.md "Errors as codes"), which
 * `useErrorText` shows from the catalogue in the page's language. A text that comes without a code
 * (a form schema's message, a field's message) is also in the catalogue's `errors` file, so a page in
 * another language shows it translated, looked up by its English text. A text not in the catalogue
 * shows as it came.
 *
 * A message with a part that changes (a length limit, a file's name, a status code) is written in
 * the `errors` file with simple arguments, `Please keep this under {max} characters`: the English
 * text is matched with each argument standing for any words, and the words found are passed on.
 */
export interface KnownMessage {
  id: MessageId;
  values?: Record<string, string>;
}

type Pattern = { id: MessageId; regex: RegExp; names: string[] };

const ARGUMENT = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const englishErrors = JSON.parse(englishErrorsText) as Record<string, string>;
const exact = new Map<string, MessageId>();
const patterns: Pattern[] = [];
for (const [id, text] of Object.entries(englishErrors) as [MessageId, string][]) {
  const names = [...text.matchAll(ARGUMENT)].map((match) => match[1] ?? '');
  if (names.length === 0) {
    exact.set(text, id);
    continue;
  }
  const source = text
    .split(ARGUMENT)
    .map((part, index) => (index % 2 === 0 ? escapeRegex(part) : '(.+?)'))
    .join('');
  patterns.push({ id, regex: new RegExp(`^${source}$`, 's'), names });
}

/** The catalogue message an English server or schema text is, with its changing parts; null if unknown. */
export function knownMessage(text: string): KnownMessage | null {
  const id = exact.get(text);
  if (id) return { id };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match) {
      const values = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']));
      return { id: pattern.id, values };
    }
  }
  return null;
}

/** The shape of a catalogue id (`auth.logout.done`). */
const CATALOGUE_ID = /^[a-z][a-z-]*(\.[a-z0-9-]+)+$/;

/**
 * Translates a message that came from the server or a form schema, when the catalogue knows it. A text that
 * is a catalogue id is that message: react-intl gives the id for a message the page does not have yet (its
 * area comes with the rest of the language, after hydration), and a toast made at that moment keeps it;
 * the toast reads right once the language is in.
 */
export function useKnownText(): (text: string) => string {
  const intl = useIntl();
  return useCallback(
    (text: string) => {
      if (CATALOGUE_ID.test(text) && Object.prototype.hasOwnProperty.call(intl.messages, text)) {
        return intl.formatMessage({ id: text as MessageId });
      }
      const known = knownMessage(text);
      return known ? intl.formatMessage({ id: known.id }, known.values) : text;
    },
    [intl],
  );
}

const OWN_MESSAGE: readonly string[] = CODES_WITH_OWN_MESSAGE;

/**
 * Where the catalogue keeps an error code's text: `quote_version_changed` is
 * `errors.quote-version-changed`, a back-office code's is `office-errors.…`. Null when the catalogue
 * (as far as the page has it yet) has neither.
 */
export function catalogueIdOfCode(code: string, messages: Readonly<Record<string, unknown>>): MessageId | null {
  const name = code.replaceAll('_', '-');
  // The site's first: looking an id up notes its area as one the page carries (catalogue.ts).
  for (const id of [`errors.${name}`, `office-errors.${name}`]) {
    if (Object.prototype.hasOwnProperty.call(messages, id)) return id as MessageId;
  }
  return null;
}

/**
 * The catalogue message a page shows for an error code, or null: for a code the catalogue does not
 * know, and for the codes whose answer's own words say more (a form field's message), which are
 * shown by their words.
 */
export function codeMessageId(code: string, messages: Readonly<Record<string, unknown>>): MessageId | null {
  return OWN_MESSAGE.includes(code) ? null : catalogueIdOfCode(code, messages);
}
