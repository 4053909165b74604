import type { Locale } from '@ta/shared';
import type { Messages } from './messages/en';

/**
 * Messages travel by area: an area is one catalogue file (`messages/en/contact.json`), and every id
 * starts with its file's name (`contact.form.title`). A page's HTML carries the areas its server
 * render read; the browser fetches the rest of its language after the page has hydrated, for the
 * pages and messages that come later (docs/i18n.md "Which messages a page carries").
 */
export type PageMessages = Partial<Messages>;

/** The area of a message id: its file's name, the part before the first dot. */
export function areaOf(id: string): string | null {
  const dot = id.indexOf('.');
  return dot > 0 ? id.slice(0, dot) : null;
}

/**
 * Areas every page carries although its server render reads none of them: parts that appear only
 * once the page runs (the chat button and its panel, the toasts, the session warning).
 */
export const AREAS_EVERY_PAGE_CARRIES: readonly string[] = ['chat', 'session', 'ui'];

/** Server: the whole catalogue of a language. */
const languages: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};
export const loadMessages = (locale: Locale): Promise<Messages> => languages[locale]();

/**
 * Server: the catalogue seen through a record of the areas a render reads. react-intl looks a
 * message up with `hasOwnProperty` and then reads it, so both are noted.
 */
export function recordAreas(messages: Messages): { messages: Messages; areas: Set<string> } {
  const areas = new Set<string>(AREAS_EVERY_PAGE_CARRIES);
  const note = (key: string | symbol) => {
    const area = typeof key === 'string' ? areaOf(key) : null;
    if (area) areas.add(area);
  };
  const recording = new Proxy(messages, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
  });
  return { messages: recording, areas };
}

/** The messages of the named areas only: what a page's HTML carries. */
export function messagesOfAreas(messages: Messages, areas: ReadonlySet<string>): PageMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => {
      const area = areaOf(id);
      return area !== null && areas.has(area);
    }),
  );
}
