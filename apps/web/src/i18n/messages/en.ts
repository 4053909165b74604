import callback from './en/callback.json';
import errors from './en/errors.json';
import site from './en/site.json';

/**
 * The English catalogue: one JSON file per area of the site, each key starting with its file's name
 * (docs/i18n.md). English is the source: every other language has exactly these keys.
 */
export const en = {
  ...errors,
  ...callback,
  ...site,
};

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
