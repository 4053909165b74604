import { serviceTypeSchema, type ServiceType, z } from '@ta/shared';
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

/**
 * The services' and categories' names as the site and the database write them (English: they are
 * stored with each request), each with its words in the catalogue. A name added in the back office
 * and not listed here shows as it was typed.
 */
const SERVICE_NAMES: Record<string, { name: MessageId; description?: MessageId }> = {
  'Home Assistance': { name: 'forms.service.home-assistance', description: 'forms.service.home-assistance.about' },
  'Tech Support': { name: 'forms.service.tech-support', description: 'forms.service.tech-support.about' },
  Transportation: { name: 'forms.service.transportation', description: 'forms.service.transportation.about' },
  'Furniture Assembly': { name: 'forms.service.furniture', description: 'forms.service.furniture.about' },
  'Paperwork Assistance': { name: 'forms.service.paperwork', description: 'forms.service.paperwork.about' },
  'Notary Services': { name: 'forms.service.notary', description: 'forms.service.notary.about' },
  'Project Management': { name: 'forms.service.projects', description: 'forms.service.projects.about' },
  'Seasonal Property Management': { name: 'forms.service.seasonal', description: 'forms.service.seasonal.about' },
  'Return Home Preparation': { name: 'forms.service.return-home', description: 'forms.service.return-home.about' },
  'Meal Prep & Cooking': { name: 'forms.service.meals', description: 'forms.service.meals.about' },
  'Custom Service Package': { name: 'forms.service.custom', description: 'forms.service.custom.about' },
  // The landing, quote and client portal forms' categories.
  'Personal Assistance & Errands': { name: 'forms.category.errands' },
  'Home & Tech Support': { name: 'forms.category.home-tech' },
  'Administrative & Paperwork': { name: 'forms.category.paperwork' },
  'Specialized & Project Services': { name: 'forms.category.projects' },
  'Multiple Services': { name: 'forms.category.multiple' },
  'Not Sure Yet': { name: 'forms.category.not-sure' },
  'Other Service': { name: 'forms.category.other-service' },
  'Personal Assistance/Errands': { name: 'forms.category.errands' },
  'Home/Tech Support': { name: 'forms.category.home-tech' },
  'Administrative/Paperwork': { name: 'forms.category.paperwork' },
  Other: { name: 'forms.category.other' },
};

/** A service's or category's name in the page's language, from its English name. */
export function useServiceName(): (englishName: string) => string {
  const t = useT();
  return useCallback(
    (englishName: string) => {
      const known = Object.hasOwn(SERVICE_NAMES, englishName) ? SERVICE_NAMES[englishName] : undefined;
      return known ? t(known.name) : englishName;
    },
    [t],
  );
}

/** A service type's description in the page's language (as stored when the catalogue does not know it). */
export function useServiceDescription(): (type: ServiceType) => string | null {
  const t = useT();
  return useCallback(
    (type: ServiceType) => {
      const known = Object.hasOwn(SERVICE_NAMES, type.name) ? SERVICE_NAMES[type.name]?.description : undefined;
      return known ? t(known) : type.description;
    },
    [t],
  );
}
