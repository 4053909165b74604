import { sessionUserSchema, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spends the e-mailed link's token: only this POST signs in, never opening the link. */
export async function signInWithLink(token: string): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/sign-in/link', { method: 'POST', body: { token } }));
}

export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithLink,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
