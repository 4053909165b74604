import { projectCountsSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAgainOnMount } from '../../../lib/page-data';

/** The three count cards, one per project status (GET /api/admin/projects/counts). */
export const projectCountsQueryOptions = queryOptions({
  queryKey: queryKeys.projects.counts(),
  refetchOnMount: readAgainOnMount,
  queryFn: ({ signal }) => getParsed(projectCountsSchema, '/api/admin/projects/counts', signal),
});

export function useProjectCounts() {
  return useQuery(projectCountsQueryOptions);
}
