import { clientRequestSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

const MY_REQUESTS_PATH = '/api/contact/user';

/** Read by the server before a page that lists them, so they are in its HTML. */
export const myRequestsRead: ServerRead = {
  queryKey: queryKeys.contacts.mine(),
  path: MY_REQUESTS_PATH,
  signedInOnly: true,
};

/** The signed-in client's own requests, newest first (GET /api/contact/user). */
export const myRequestsQueryOptions = queryOptions({
  queryKey: queryKeys.contacts.mine(),
  // Staff change these at any time: each client-area page shows them as they are now (decision 012).
  refetchOnMount: readAgainOnMount,
  queryFn: ({ signal }) => getParsed(clientRequestSchema.array(), MY_REQUESTS_PATH, signal),
});

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions);
}
