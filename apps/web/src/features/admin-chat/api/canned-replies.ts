import { cannedRepliesSchema, cannedReplySchema, type CannedReply, type CannedReplyInput } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PATH = '/api/admin/chat/canned-replies';

/** GET: the canned replies, by shortcut (staff and admins). */
export function useCannedReplies() {
  return useQuery({
    queryKey: queryKeys.chat.cannedReplies(),
    queryFn: ({ signal }) => getParsed(cannedRepliesSchema, PATH, signal),
  });
}

/** POST (new) or PUT (its id): the owner's; the list is read again. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: CannedReplyInput }): Promise<CannedReply> =>
      cannedReplySchema.parse(
        await apiRequest<unknown>(id === null ? PATH : `${PATH}/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.cannedReplies() }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.cannedReplies() }),
  });
}
