import type { Messages } from './en';
import errors from './es/errors.json';
import site from './es/site.json';
import contact from './es/contact.json';
import forms from './es/forms.json';
import furniture from './es/furniture.json';
import tracking from './es/tracking.json';
import ui from './es/ui.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...errors,
  ...site,
  ...contact,
  ...forms,
  ...furniture,
  ...tracking,
  ...ui,
};
