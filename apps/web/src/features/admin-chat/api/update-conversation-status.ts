import {
  chatConversationSummarySchema,
  type AdminChatConversation,
  type ChatConversationStatus,
  type ChatConversationSummary,
} from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { applySummaryToConversation } from '../chat-cache';
import { chatConversationPath } from './get-conversation';

interface StatusChange {
  id: string;
  status: ChatConversationStatus;
}

/** PATCH /api/admin/chat/conversations/{id} with `{status}`: close or reopen; the answer is the new summary. */
export async function updateChatStatus({ id, status }: StatusChange): Promise<ChatConversationSummary> {
  return chatConversationSummarySchema.parse(
    await apiRequest<unknown>(chatConversationPath(id), { method: 'PATCH', body: { status } }),
  );
}

export function useUpdateChatStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatStatus,
    onSuccess: (summary) => {
      queryClient.setQueryData<AdminChatConversation>(queryKeys.chat.conversation(summary.id), (data) =>
        applySummaryToConversation(data, summary),
      );
      void refreshAfter(queryClient, 'chat');
    },
  });
}
