import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';
import type { ServerRead } from './server-read';

/**
 * GET /api/service-types: the services a request or an appointment can be for. Shared by every form
 * that offers them: Request an Appointment, New and Edit Appointment, Schedule a request.
 */
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
