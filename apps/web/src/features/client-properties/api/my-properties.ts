import { propertySummarySchema, type PropertySummary } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const MY_PROPERTIES_PATH = '/api/properties';

/** The signed-in client's properties, each with its next visit, last report and findings waiting (GET /api/properties). */
export const myPropertiesQueryOptions = queryOptions({
  queryKey: queryKeys.clientProperties.mine(),
  // Visits are planned and reports finished by staff at any time: each page shows them as they are now.
  refetchOnMount: 'always',
  queryFn: async ({ signal }): Promise<PropertySummary[]> => {
    const data = await apiRequest<unknown>(MY_PROPERTIES_PATH, { signal });
    return data === null ? [] : propertySummarySchema.array().parse(data);
  },
});

export function useMyProperties() {
  return useQuery(myPropertiesQueryOptions);
}
