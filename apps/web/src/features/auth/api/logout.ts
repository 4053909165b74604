import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { forgetConversation } from '../../../lib/forget-chat';

export async function logout(): Promise<void> {
  await apiRequest<unknown>('/api/logout', { method: 'POST' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // A signed-in client's chat is theirs alone: the next person on this device starts a new one.
      forgetConversation();
      queryClient.setQueryData(queryKeys.session, null);
      // Nothing read for the signed-in person may outlive the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    },
  });
}
