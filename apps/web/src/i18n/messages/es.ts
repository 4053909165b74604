import type { Messages } from './en';
import display from './es/display.json';
import errors from './es/errors.json';
import site from './es/site.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...display,
  ...errors,
  ...site,
};
