import { sessionUserSchema, type RegisterInput, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Creates a client account; the server signs the new client in. */
export async function register(input: RegisterInput): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/register', { method: 'POST', body: input }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
