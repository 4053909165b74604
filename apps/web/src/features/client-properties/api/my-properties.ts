import { propertySummarySchema, type PropertySummary } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

const MY_PROPERTIES_PATH = '/api/properties';

/** Read by the server before a page that shows them, so they are in its HTML. */
export const myPropertiesRead: ServerRead = {
  queryKey: queryKeys.clientProperties.mine(),
  path: MY_PROPERTIES_PATH,
  signedInOnly: true,
};

/** The signed-in client's properties, each with its next visit, last report and findings waiting (GET /api/properties). */
export const myPropertiesQueryOptions = queryOptions({
  queryKey: queryKeys.clientProperties.mine(),
  // Visits are planned and reports finished by staff at any time: each page shows them as they are now.
  refetchOnMount: readAgainOnMount,
  queryFn: async ({ signal }): Promise<PropertySummary[]> => {
    const data = await apiRequest<unknown>(MY_PROPERTIES_PATH, { signal });
    return data === null ? [] : propertySummarySchema.array().parse(data);
  },
});

export function useMyProperties() {
  return useQuery(myPropertiesQueryOptions);
}
