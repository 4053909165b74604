import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const SERVICE_TYPES_PATH = '/api/service-types';

export async function getServiceTypes(signal?: AbortSignal): Promise<ServiceType[]> {
  return z.array(serviceTypeSchema).parse(await apiRequest<unknown>(SERVICE_TYPES_PATH, { signal }));
}

/** Filled by the server before it renders a form that offers the services. */
export const serviceTypesRead: ServerRead = { queryKey: queryKeys.serviceTypes, path: SERVICE_TYPES_PATH };

export const serviceTypesQueryOptions = queryOptions({
  queryKey: queryKeys.serviceTypes,
  queryFn: ({ signal }) => getServiceTypes(signal),
});

export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions);
}
