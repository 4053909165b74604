import { sessionUserSchema, type AcceptWithNewAccountInput, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetConversation } from '../../../lib/forget-chat';
import { invitationPath } from './invitation';

/** The signed-in invitee accepts (POST …/accept): the session now helps with the client's account. */
export async function acceptInvitation(token: string): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>(`${invitationPath(token)}/accept`, { method: 'POST' }));
}

/** The invitee makes their account for the invited address and accepts (POST …/accept-new); signed in at once. */
export async function acceptWithNewAccount({
  token,
  input,
}: {
  token: string;
  input: AcceptWithNewAccountInput;
}): Promise<SessionUser> {
  return sessionUserSchema.parse(
    await apiRequest<unknown>(`${invitationPath(token)}/accept-new`, { method: 'POST', body: input }),
  );
}

/**
 * The session works on another account now: the answer is the session, and everything read for the
 * account before belongs to someone else, so it is dropped rather than shown while it reloads.
 */
export function switchedAccount(queryClient: QueryClient, user: SessionUser): void {
  // The chat of one account is not the chat of the next (a client's conversation is theirs alone).
  forgetConversation();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  queryClient.setQueryData(queryKeys.session, user);
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: (user) => switchedAccount(queryClient, user) });
}

export function useAcceptWithNewAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptWithNewAccount, onSuccess: (user) => switchedAccount(queryClient, user) });
}
