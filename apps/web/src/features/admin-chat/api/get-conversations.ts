import { adminChatPageSchema, type ChatConversationSummary, type Page } from '@ta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ChatParams } from '../chat-params';

export const ADMIN_CHAT_CONVERSATIONS_PATH = '/api/admin/chat/conversations';
export const CHAT_PAGE_SIZE = 20;
/** While the socket is closed, the list and the open conversation are read again this often. */
export const CHAT_POLL_MS = 15_000;

export type ChatListParams = Pick<ChatParams, 'status' | 'search' | 'page'>;

function conversationsUrl({ status, search, page }: ChatListParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(CHAT_PAGE_SIZE), status });
  if (search) query.set('search', search);
  return `${ADMIN_CHAT_CONVERSATIONS_PATH}?${query.toString()}`;
}

/** GET /api/admin/chat/conversations: one page, most recent activity first. */
export function chatConversationsQueryOptions(params: ChatListParams, poll: boolean) {
  return queryOptions({
    queryKey: queryKeys.chat.list(params),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    refetchInterval: poll ? CHAT_POLL_MS : false,
    queryFn: async ({ signal }): Promise<Page<ChatConversationSummary>> =>
      adminChatPageSchema.parse(await apiRequest<unknown>(conversationsUrl(params), { signal })),
  });
}

export function useChatConversations(params: ChatListParams, poll: boolean) {
  return useQuery(chatConversationsQueryOptions(params, poll));
}
