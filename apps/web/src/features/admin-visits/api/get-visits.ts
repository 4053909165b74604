import { visitSummarySchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readAgainOnMount } from '../../../lib/page-data';

export const ADMIN_VISITS_PATH = '/api/admin/visits';

const visitListSchema = visitSummarySchema.array();

/** GET /api/admin/visits?date=…: the caller's visits of that day (an admin's: everyone's). */
export function visitsQueryOptions(date: string) {
  return queryOptions({
    queryKey: queryKeys.visits.day(date),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => getParsed(visitListSchema, withQuery(ADMIN_VISITS_PATH, { date }), signal),
  });
}

export function useVisits(date: string) {
  return useQuery(visitsQueryOptions(date));
}
