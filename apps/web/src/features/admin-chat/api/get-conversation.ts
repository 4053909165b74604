import { adminChatConversationSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_CHAT_CONVERSATIONS_PATH, CHAT_POLL_MS } from './get-conversations';
import { readAgainOnMount } from '../../../lib/page-data';

export const chatConversationPath = (id: string) => `${ADMIN_CHAT_CONVERSATIONS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/chat/conversations/{id}: the conversation and its whole history, oldest first. */
export function chatConversationQueryOptions(id: string, poll: boolean) {
  return queryOptions({
    queryKey: queryKeys.chat.conversation(id),
    refetchOnMount: readAgainOnMount,
    refetchInterval: poll ? CHAT_POLL_MS : false,
    queryFn: ({ signal }) => getParsed(adminChatConversationSchema, chatConversationPath(id), signal),
  });
}

export function useChatConversation(id: string, poll: boolean) {
  return useQuery(chatConversationQueryOptions(id, poll));
}
