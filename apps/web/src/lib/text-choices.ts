import { textChoicesSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from './api-client';
import { queryKeys } from './query-keys';
import type { ServerRead } from './server-read';

/**
 * The account holder's texts (docs/sms.md), read by the account page's section and by the circle's
 * helped accounts (whose texts go to the helper's own number, under their own consent).
 */
export const TEXTS_PATH = '/api/user/texts';

/**
 * Read by the server before the account page, so the section and its forms are right without
 * JavaScript. Without texts set up the answer is 404: the key holds null and there is no section.
 */
export const textChoicesRead: ServerRead = {
  queryKey: queryKeys.textChoices,
  path: TEXTS_PATH,
  signedInOnly: true,
  accountHolderOnly: true,
};

/**
 * GET /api/user/texts: the number, the kinds, the consent; null when texts are not set up. Asked only
 * on one's own account (`enabled`): a helper's refused read would go into the client's access log.
 */
export function useTextChoices(enabled = true) {
  return useQuery({
    queryKey: queryKeys.textChoices,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(textChoicesSchema, TEXTS_PATH, signal)),
    enabled,
  });
}
