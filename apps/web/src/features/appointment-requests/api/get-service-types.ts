import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Also the query key the server seeds while rendering /contact (see app/route-data.ts). */
export const SERVICE_TYPES_PATH = '/api/service-types';

export async function getServiceTypes(signal?: AbortSignal): Promise<ServiceType[]> {
  return z.array(serviceTypeSchema).parse(await apiRequest<unknown>(SERVICE_TYPES_PATH, { signal }));
}

export const serviceTypesQueryOptions = queryOptions({
  queryKey: [SERVICE_TYPES_PATH],
  queryFn: ({ signal }) => getServiceTypes(signal),
});

export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions);
}
