import { projectCountsSchema, type ProjectCounts } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PROJECT_COUNTS_PATH = '/api/admin/projects/counts';

/** The three count cards, one per project status. */
export const projectCountsQueryOptions = queryOptions({
  queryKey: queryKeys.projects.counts(),
  refetchOnMount: 'always',
  queryFn: async ({ signal }): Promise<ProjectCounts> =>
    projectCountsSchema.parse(await apiRequest<unknown>(PROJECT_COUNTS_PATH, { signal })),
});

export function useProjectCounts() {
  return useQuery(projectCountsQueryOptions);
}
