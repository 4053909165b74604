import { clientPropertyDetailSchema, type ClientPropertyDetail } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAgainOnMount } from '../../../lib/page-data';
import type { ServerRead } from '../../../lib/server-read';

/** GET /api/properties/:id: the property as its owner sees it (never the access notes) and its visits. */
const propertyPath = (id: number) => `/api/properties/${id}`;

/** The property and its visits, or null when the client has no such property. */
export const propertyDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.clientProperties.detail(id),
    refetchOnMount: readAgainOnMount,
    queryFn: async ({ signal }): Promise<ClientPropertyDetail | null> => {
      const data = await nullIfNotFound(apiRequest<unknown>(propertyPath(id), { signal }));
      return data === null ? null : clientPropertyDetailSchema.parse(data);
    },
  });

/** The same read, made by the server before it renders the property's page (lib/server-read.ts). */
export function propertyDetailRead(id: number): ServerRead {
  return { queryKey: queryKeys.clientProperties.detail(id), path: propertyPath(id), signedInOnly: true };
}

export function usePropertyDetail(id: number) {
  return useQuery(propertyDetailQueryOptions(id));
}
