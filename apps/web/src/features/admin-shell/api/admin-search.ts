import { ADMIN_SEARCH_MIN_LENGTH, adminSearchResultsSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { adminSearchApiPath } from '../search-links';

/**
 * Filled by the server before it renders /admin/search?q=, so the layout's search form works before the
 * scripts load (the API answers staff only; others get the guard's redirect or Access Denied). Nothing
 * for a term that is too short.
 */
export function adminSearchRead(term: string): ServerRead | null {
  if (term.trim().length < ADMIN_SEARCH_MIN_LENGTH) return null;
  return { queryKey: queryKeys.search.results(term), path: adminSearchApiPath(term) };
}

/** GET /api/admin/search?q= for the results page; nothing is asked for a term that is too short. */
export function useAdminSearch(term: string) {
  const path = adminSearchApiPath(term);
  return useQuery({
    queryKey: queryKeys.search.results(term),
    enabled: term.trim().length >= ADMIN_SEARCH_MIN_LENGTH,
    // A search shows things as they are now; the server render's answer is used as it is.
    staleTime: 10_000,
    queryFn: ({ signal }) => getParsed(adminSearchResultsSchema, path, signal),
  });
}
