import type { Messages } from './en';
import blog from './es/blog.json';
import chrome from './es/chrome.json';
import errorPages from './es/error-pages.json';
import errors from './es/errors.json';
import landing from './es/landing.json';
import site from './es/site.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...blog,
  ...chrome,
  ...errorPages,
  ...errors,
  ...landing,
  ...site,
};
