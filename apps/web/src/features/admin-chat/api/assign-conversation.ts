import { chatConversationSummarySchema, type AdminChatConversation, type ChatConversationSummary } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { applySummaryToConversation } from '../chat-cache';
import { chatConversationPath } from './get-conversation';

interface Assignment {
  id: string;
  assignedToId: number | null;
}

/** PUT …/assignee: give the conversation to a staff member, or back to the office; the answer is the new summary. */
export async function assignConversation({ id, assignedToId }: Assignment): Promise<ChatConversationSummary> {
  return chatConversationSummarySchema.parse(
    await apiRequest<unknown>(`${chatConversationPath(id)}/assignee`, { method: 'PUT', body: { assignedToId } }),
  );
}

export function useAssignConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignConversation,
    onSuccess: (summary) => {
      queryClient.setQueryData<AdminChatConversation>(queryKeys.chat.conversation(summary.id), (data) =>
        applySummaryToConversation(data, summary),
      );
      void refreshAfter(queryClient, 'chat');
    },
  });
}
