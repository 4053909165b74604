import { loginAnswerSchema, needsTwoStep, type LoginAnswer, type LoginInput } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Signed in, or (staff with two-step sign-in) one more step to go: no session yet. */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(await apiRequest<unknown>('/api/login', { method: 'POST', body: input }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!needsTwoStep(answer)) queryClient.setQueryData(queryKeys.session, answer);
    },
  });
}
