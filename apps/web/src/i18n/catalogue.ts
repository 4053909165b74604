import type { Locale } from '@ta/shared';
import type { Messages } from './messages/en';

/** Each language's messages are their own chunk: a visitor downloads only the language they read. */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./messages/en').then((m) => m.en),
  es: () => import('./messages/es').then((m) => m.es),
};

export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
