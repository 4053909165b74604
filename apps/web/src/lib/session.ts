import { ROLES, type SessionUser } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * A light shape check rather than the zod schema: every page reads the session, and keeping
 * zod out of this path keeps it out of the code every page downloads.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    ['username', 'email', 'firstName', 'lastName'].every((key) => typeof v[key] === 'string') &&
    (ROLES as readonly unknown[]).includes(v.role)
  );
}

export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const data = await apiRequest<unknown>('/api/user', { on401: 'returnNull', signal });
  if (data === null) return null;
  if (!isSessionUser(data)) throw new Error('The server sent an unexpected answer about your session.');
  return data;
}

/** The server seeds this query while rendering, so pages hydrate knowing who is signed in. */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => getSessionUser(signal),
});

export function useSessionUser() {
  return useQuery(sessionQueryOptions);
}
