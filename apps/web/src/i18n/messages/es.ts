import type { Messages } from './en';
import appointments from './es/appointments.json';
import client from './es/client.json';
import errors from './es/errors.json';
import site from './es/site.json';

/** The Spanish catalogue, for seniors (usted): typed against the English one, so no key is missing. */
export const es: Messages = {
  ...appointments,
  ...client,
  ...errors,
  ...site,
};
