import { adminChatMessageSchema, type AdminChatConversation, type AdminChatMessage } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { appendMessage } from '../chat-cache';
import { chatConversationPath } from './get-conversation';

/** POST /api/admin/chat/conversations/{id}/messages: a staff reply; the answer is the stored message. */
export async function sendChatReply({ id, message }: { id: string; message: string }): Promise<AdminChatMessage> {
  return adminChatMessageSchema.parse(
    await apiRequest<unknown>(`${chatConversationPath(id)}/messages`, { method: 'POST', body: { message } }),
  );
}

export function useSendChatReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatReply,
    onSuccess: (saved, { id }) => {
      // The socket's echo of this reply carries the same id and is then ignored.
      queryClient.setQueryData<AdminChatConversation>(queryKeys.chat.conversation(id), (data) =>
        appendMessage(data, saved),
      );
      void refreshAfter(queryClient, 'chat');
    },
  });
}
