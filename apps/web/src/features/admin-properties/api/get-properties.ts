import { propertySummarySchema } from '@ta/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ADMIN_PROPERTIES_PATH = '/api/admin/properties';
const summariesSchema = propertySummarySchema.array();

/** GET /api/admin/properties?search=: every property, or those matching; the last list stays while the next loads. */
export function useProperties(search: string) {
  return useQuery({
    queryKey: queryKeys.properties.list(search),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getParsed(summariesSchema, withQuery(ADMIN_PROPERTIES_PATH, { search }), signal),
  });
}
