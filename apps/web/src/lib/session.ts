import { sessionUserSchema, type SessionUser } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The server seeds this key while rendering, so pages hydrate knowing who is signed in. */
export const SESSION_QUERY_KEY = ['/api/user'] as const;

export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const data = await apiRequest<unknown>('/api/user', { on401: 'returnNull', signal });
  return data === null ? null : sessionUserSchema.parse(data);
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSessionUser(signal),
});

export function useSessionUser() {
  return useQuery(sessionQueryOptions);
}
