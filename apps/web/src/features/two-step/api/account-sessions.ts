import { accountSessionsSchema, messageSchema } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/sessions: where the account is signed in, and how (never a session's id). */
export function useAccountSessions() {
  return useQuery({
    queryKey: queryKeys.twoStep.sessions,
    queryFn: ({ signal }) => getParsed(accountSessionsSchema, '/api/account/sessions', signal),
  });
}

async function signOutOthers() {
  return messageSchema.parse(await apiRequest<unknown>('/api/account/sessions/sign-out-others', { method: 'POST' }));
}

/** POST /api/account/sessions/sign-out-others: every session but this one ends. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.twoStep.sessions }),
  });
}
