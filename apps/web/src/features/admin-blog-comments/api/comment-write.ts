import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../../lib/refresh-after';

export const commentPath = (id: number) => `/api/admin/blog-comments/${id}`;

/**
 * A moderation call (each answers 204): it stays pending until the lists on screen are read again, so
 * the comment has left its list, or moved, when the page says it is done.
 */
export function useCommentWrite<TVariables>(call: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      await call(variables);
    },
    onSuccess: () => refreshAfter(queryClient, 'blogComment'),
  });
}
