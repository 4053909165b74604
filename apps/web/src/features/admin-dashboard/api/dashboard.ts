import { dashboardSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const DASHBOARD_PATH = '/api/admin/dashboard';

/** GET /api/admin/dashboard; read again when the dashboard is opened half a minute later or more. */
export const dashboardQueryOptions = queryOptions({
  queryKey: queryKeys.dashboard,
  staleTime: 30_000,
  queryFn: ({ signal }) => getParsed(dashboardSchema, DASHBOARD_PATH, signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
