import { clientRequestSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const MY_REQUESTS_PATH = '/api/contact/user';

/** The signed-in client's own requests, newest first (GET /api/contact/user). */
export const myRequestsQueryOptions = queryOptions({
  queryKey: queryKeys.contacts.mine(),
  // Staff change these at any time: each client-area page shows them as they are now (decision 012).
  refetchOnMount: 'always',
  queryFn: ({ signal }) => getParsed(clientRequestSchema.array(), MY_REQUESTS_PATH, signal),
});

export function useMyRequests() {
  return useQuery(myRequestsQueryOptions);
}
