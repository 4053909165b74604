import { staffVisitSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_VISITS_PATH } from './get-visits';
import { readAgainOnMount } from '../../../lib/page-data';

export function visitPath(id: string | number): string {
  return `${ADMIN_VISITS_PATH}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/visits/{id}; a missing visit is null (the page says Visit not found). */
export function visitQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.visits.detail(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(staffVisitSchema, visitPath(id), signal)),
  });
}

export function useVisit(id: string) {
  return useQuery(visitQueryOptions(id));
}
