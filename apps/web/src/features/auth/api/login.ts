import { sessionUserSchema, type LoginInput, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function login(input: LoginInput): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/login', { method: 'POST', body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
