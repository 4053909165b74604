import { sessionUserSchema, type LoginInput, type SessionUser } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/login from the "session ended" dialog: the page stays as it is, with what was typed. */
export async function signInAgain(input: LoginInput): Promise<SessionUser> {
  return sessionUserSchema.parse(await apiRequest<unknown>('/api/login', { method: 'POST', body: input }));
}

export function useSignInAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInAgain,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
      // Reads that failed while signed out are read again.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    },
  });
}
