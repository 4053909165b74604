import type { Messages } from './en';
import callback from './es/callback.json';
import errors from './es/errors.json';
import site from './es/site.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...errors,
  ...callback,
  ...site,
};
