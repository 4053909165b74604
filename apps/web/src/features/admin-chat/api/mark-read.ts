import type { AdminChatConversation } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { chatConversationPath } from './get-conversation';

/** POST /api/admin/chat/conversations/{id}/read (204): the visitor's messages so far are read. */
export async function markChatRead(id: string): Promise<void> {
  await apiRequest<unknown>(`${chatConversationPath(id)}/read`, { method: 'POST' });
}

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<AdminChatConversation>(queryKeys.chat.conversation(id), (data) =>
        data ? { ...data, conversation: { ...data.conversation, unreadCount: 0 } } : data,
      );
      void refreshAfter(queryClient, 'chat');
    },
  });
}
