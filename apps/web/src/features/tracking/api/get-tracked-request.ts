import { trackedRequestSchema, type TrackedRequest } from '@ta/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * The API path (and query key) for the `token` of /track-request, or null when there is nothing to
 * look up. The server render uses it too (route-data.ts), so both read the same cache entry.
 */
export function trackedRequestPath(token: string | null): string | null {
  if (token === null || token.trim() === '') return null;
  return `/api/contact/track/${encodeURIComponent(token)}`;
}

/** The request, or null when no request has that code (404). */
export async function getTrackedRequest(path: string, signal?: AbortSignal): Promise<TrackedRequest | null> {
  try {
    return trackedRequestSchema.parse(await apiRequest<unknown>(path, { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useTrackedRequest(token: string | null) {
  const path = trackedRequestPath(token);
  return useQuery({
    queryKey: [path],
    queryFn: path === null ? skipToken : ({ signal }) => getTrackedRequest(path, signal),
  });
}
