import account from './en/account.json';
import appointments from './en/appointments.json';
import auth from './en/auth.json';
import blog from './en/blog.json';
import chat from './en/chat.json';
import chrome from './en/chrome.json';
import client from './en/client.json';
import errorPages from './en/error-pages.json';
import errors from './en/errors.json';
import landing from './en/landing.json';
import legal from './en/legal.json';
import session from './en/session.json';
import site from './en/site.json';

/**
 * The English catalogue: one JSON file per area of the site, each key starting with its file's name
 * (docs/i18n.md). English is the source: every other language has exactly these keys.
 */
export const en = {
  ...account,
  ...appointments,
  ...auth,
  ...blog,
  ...chat,
  ...chrome,
  ...client,
  ...errorPages,
  ...errors,
  ...landing,
  ...legal,
  ...session,
  ...site,
};

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
