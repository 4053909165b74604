import { propertyChecklistSchema, propertySchema, visitPlanSchema, visitSummarySchema, z } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_PROPERTIES_PATH } from './get-properties';
import { readAgainOnMount } from '../../../lib/page-data';

export function propertyPath(id: number | string): string {
  return `${ADMIN_PROPERTIES_PATH}/${encodeURIComponent(String(id))}`;
}

/** A property's page in the back office: the property, its owner, plans, visits and checklist. */
export const staffPropertyDetailSchema = z.object({
  property: propertySchema,
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  plans: z.array(visitPlanSchema),
  visits: z.array(visitSummarySchema),
  checklist: propertyChecklistSchema,
});
export type StaffPropertyDetail = z.infer<typeof staffPropertyDetailSchema>;

/** GET /api/admin/properties/{id}; a missing property is null (the page says Property not found). */
export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.properties.detail(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(staffPropertyDetailSchema, propertyPath(id), signal)),
  });
}

export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
