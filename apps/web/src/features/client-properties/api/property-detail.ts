import { propertySchema, visitSummarySchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/properties/:id: the property as its owner sees it (never the access notes) and its visits. */
export const clientPropertyDetailSchema = z.object({
  property: propertySchema,
  visits: z.array(visitSummarySchema),
});
export type ClientPropertyDetail = z.infer<typeof clientPropertyDetailSchema>;

export const propertyDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.clientProperties.detail(id),
    refetchOnMount: 'always',
    queryFn: async ({ signal }): Promise<ClientPropertyDetail> =>
      clientPropertyDetailSchema.parse(await apiRequest<unknown>(`/api/properties/${id}`, { signal })),
  });

export function usePropertyDetail(id: number) {
  return useQuery(propertyDetailQueryOptions(id));
}
