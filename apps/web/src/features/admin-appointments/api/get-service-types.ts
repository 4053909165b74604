import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The same path and key the contact page reads, so both share one cached list. */
const SERVICE_TYPES_PATH = '/api/service-types';

export const serviceTypesQueryOptions = queryOptions({
  queryKey: [SERVICE_TYPES_PATH],
  queryFn: async ({ signal }): Promise<ServiceType[]> =>
    z.array(serviceTypeSchema).parse(await apiRequest<unknown>(SERVICE_TYPES_PATH, { signal })),
});

export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions);
}
