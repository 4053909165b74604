import { adminChatUnreadSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const ADMIN_CHAT_UNREAD_PATH = '/api/admin/chat/unread';
const UNREAD_POLL_MS = 30_000;

/** Read by the server before a back-office page whose every read it makes, so the badge is in its HTML. */
export const chatUnreadRead: ServerRead = {
  queryKey: queryKeys.chat.unread(),
  path: ADMIN_CHAT_UNREAD_PATH,
  signedInOnly: true,
};

/**
 * GET /api/admin/chat/unread: the sidebar badge, read again every 30 seconds on every back-office page.
 * A background read: a page left open does not keep its session going.
 */
export const chatUnreadQueryOptions = queryOptions({
  queryKey: queryKeys.chat.unread(),
  refetchInterval: UNREAD_POLL_MS,
  queryFn: ({ signal }) => getParsed(adminChatUnreadSchema, ADMIN_CHAT_UNREAD_PATH, signal, { background: true }),
});

export function useChatUnread() {
  return useQuery(chatUnreadQueryOptions);
}
