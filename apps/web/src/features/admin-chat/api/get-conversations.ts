import { adminChatPageSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';
import type { ChatParams } from '../chat-params';

export const ADMIN_CHAT_CONVERSATIONS_PATH = '/api/admin/chat/conversations';
const CHAT_PAGE_SIZE = 20;
/** While the socket is closed, the list and the open conversation are read again this often. */
export const CHAT_POLL_MS = 15_000;

export type ChatListParams = Pick<ChatParams, 'status' | 'search' | 'page'>;

/** GET /api/admin/chat/conversations: one page, most recent activity first. */
export function chatConversationsQueryOptions(params: ChatListParams, poll: boolean) {
  const { status, search, page } = params;
  const path = withQuery(ADMIN_CHAT_CONVERSATIONS_PATH, { page, pageSize: CHAT_PAGE_SIZE, status, search });
  return queryOptions({
    queryKey: queryKeys.chat.list(params),
    ...LIST_PAGES,
    refetchInterval: poll ? CHAT_POLL_MS : false,
    queryFn: ({ signal }) => getParsed(adminChatPageSchema, path, signal),
  });
}

export function useChatConversations(params: ChatListParams, poll: boolean) {
  return useQuery(chatConversationsQueryOptions(params, poll));
}
