import { trackedRequestSchema, type TrackedRequest } from '@ta/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

/** The API path for the `token` of /track-request, or null when there is nothing to look up. */
function trackedRequestPath(token: string | null): string | null {
  if (token === null || token.trim() === '') return null;
  return `/api/contact/track/${encodeURIComponent(token)}`;
}

/** Filled by the server before it renders /track-request?token=CODE (a 404 renders Request Not Found). */
export function trackedRequestRead(token: string | null): ServerRead | null {
  const path = trackedRequestPath(token);
  return path === null ? null : { queryKey: queryKeys.contacts.tracked(token), path };
}

/** The request, or null when no request has that code (404). */
export function getTrackedRequest(path: string, signal?: AbortSignal): Promise<TrackedRequest | null> {
  return nullIfNotFound(getParsed(trackedRequestSchema, path, signal));
}

export function useTrackedRequest(token: string | null) {
  const path = trackedRequestPath(token);
  return useQuery({
    queryKey: queryKeys.contacts.tracked(token),
    queryFn: path === null ? skipToken : ({ signal }) => getTrackedRequest(path, signal),
  });
}
