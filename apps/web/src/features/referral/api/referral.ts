import { referralViewSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const REFERRAL_PATH = '/api/user/referral';

/** Read by the server before the account page: the code is in its HTML, with or without JavaScript. */
export const referralRead: ServerRead = {
  queryKey: queryKeys.referral,
  path: REFERRAL_PATH,
  signedInOnly: true,
  accountHolderOnly: true,
};

/** GET /api/user/referral: the client's code and link, the discount, the friends who came with it. */
export function useReferral() {
  return useQuery({
    queryKey: queryKeys.referral,
    queryFn: ({ signal }) => getParsed(referralViewSchema, REFERRAL_PATH, signal),
  });
}
