import { adminChatMessageSchema, type AdminChatConversation, type AdminChatMessage } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { appendMessage } from '../chat-cache';
import { chatConversationPath } from './get-conversation';

interface StaffWrite {
  id: string;
  message: string;
  /** A private note (staff only) rather than a reply the visitor gets. */
  note?: boolean;
}

/**
 * POST /api/admin/chat/conversations/{id}/messages (a staff reply) or …/notes (a private note, docs/sms.md
 * "One inbox"); the answer is the stored message.
 */
export async function sendChatReply({ id, message, note = false }: StaffWrite): Promise<AdminChatMessage> {
  const path = `${chatConversationPath(id)}/${note ? 'notes' : 'messages'}`;
  return adminChatMessageSchema.parse(await apiRequest<unknown>(path, { method: 'POST', body: { message } }));
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
