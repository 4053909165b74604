import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const SERVICE_TYPES_PATH = '/api/service-types';

export const serviceTypesQueryOptions = queryOptions({
  queryKey: queryKeys.serviceTypes,
  queryFn: async ({ signal }): Promise<ServiceType[]> =>
    z.array(serviceTypeSchema).parse(await apiRequest<unknown>(SERVICE_TYPES_PATH, { signal })),
});

export function useServiceTypes() {
  return useQuery(serviceTypesQueryOptions);
}
