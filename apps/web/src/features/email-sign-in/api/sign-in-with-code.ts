import { sessionUserSchema, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The code as the shared schema gives it: six digits, spaces and dashes dropped. */
export async function signInWithCode(input: { email: string; code: string }): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/sign-in/code', { method: 'POST', body: input }));
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
