import { stormSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAgainOnMount } from '../../../lib/page-data';

export const ADMIN_STORMS_PATH = '/api/admin/storms';
const stormListSchema = stormSchema.array();

/** GET /api/admin/storms: every storm, newest first, with its counts. */
export const stormsQueryOptions = queryOptions({
  queryKey: queryKeys.storms.list(),
  refetchOnMount: readAgainOnMount,
  queryFn: ({ signal }) => getParsed(stormListSchema, ADMIN_STORMS_PATH, signal),
});

export function useStorms() {
  return useQuery(stormsQueryOptions);
}
