import type { Messages } from './en';
import errors from './es/errors.json';
import session from './es/session.json';
import site from './es/site.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...errors,
  ...session,
  ...site,
};
