import { ADMIN_SEARCH_MIN_LENGTH, adminSearchResultsSchema, type AdminSearchResults } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminSearchApiPath } from '../search-links';

/** GET /api/admin/search?q= for the results page; nothing is asked for a term that is too short. */
export function useAdminSearch(term: string) {
  const path = adminSearchApiPath(term);
  return useQuery({
    queryKey: [path],
    enabled: term.trim().length >= ADMIN_SEARCH_MIN_LENGTH,
    // A search shows things as they are now; the server render's answer is used as it is.
    staleTime: 10_000,
    queryFn: async ({ signal }): Promise<AdminSearchResults> =>
      adminSearchResultsSchema.parse(await apiRequest<unknown>(path, { signal })),
  });
}
