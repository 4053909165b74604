import { serviceNameKey, serviceTypeSchema, type ServiceNameKey, type ServiceType, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MessageId } from '../i18n/messages/en';
import { useT } from '../i18n/use-t';
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

/** Each known service's catalogue words: `forms.<key>`, and for a service `forms.<key>.about`. */
const nameId = (key: ServiceNameKey): MessageId => `forms.${key}`;
const descriptionId = (key: ServiceNameKey): MessageId | undefined =>
  key.startsWith('service.') ? (`forms.${key}.about` as MessageId) : undefined;

/** A service's or category's name in the page's language, from its English name. */
export function useServiceName(): (englishName: string) => string {
  const t = useT();
  return useCallback(
    (englishName: string) => {
      const key = serviceNameKey(englishName);
      return key ? t(nameId(key)) : englishName;
    },
    [t],
  );
}

/** A service type's description in the page's language (as stored when the catalogue does not know it). */
export function useServiceDescription(): (type: ServiceType) => string | null {
  const t = useT();
  return useCallback(
    (type: ServiceType) => {
      const key = serviceNameKey(type.name);
      const known = key ? descriptionId(key) : undefined;
      return known ? t(known) : type.description;
    },
    [t],
  );
}
