import errors from './en/errors.json';
import site from './en/site.json';
import contact from './en/contact.json';
import forms from './en/forms.json';
import furniture from './en/furniture.json';
import tracking from './en/tracking.json';
import ui from './en/ui.json';

/**
 * The English catalogue: one JSON file per area of the site, each key starting with its file's name
 * (docs/i18n.md). English is the source: every other language has exactly these keys.
 */
export const en = {
  ...errors,
  ...site,
  ...contact,
  ...forms,
  ...furniture,
  ...tracking,
  ...ui,
};

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
