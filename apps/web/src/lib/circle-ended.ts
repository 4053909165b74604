import type { SessionUser } from '@ta/shared';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A helper's access to an account ended while its page was open (the client removed her): the
 * server says so on her next call, and the page must stop saying she is helping at once — the
 * banner, the menu and every page then show that the access ended (docs/circle.md).
 */
const listeners = new Set<() => void>();

/** Called by the API reader when an answer says the access to the account has ended. */
export function markAccessEnded(): void {
  for (const listener of listeners) listener();
}

/** The session the page knows becomes one whose access ended; returns how to stop following. */
export function followAccessEnded(queryClient: QueryClient): () => void {
  const listener = () =>
    queryClient.setQueryData<SessionUser | null>(queryKeys.session, (user) =>
      user?.actingFor ? { ...user, actingFor: null, actingEnded: true } : user,
    );
  listeners.add(listener);
  return () => listeners.delete(listener);
}
