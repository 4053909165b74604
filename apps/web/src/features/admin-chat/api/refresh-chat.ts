import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_CHAT_CONVERSATIONS_PATH } from './get-conversations';
import { ADMIN_CHAT_UNREAD_PATH } from './get-unread';

/** After a change: every list page and the sidebar's unread count are read again. */
export function refreshChatLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ADMIN_CHAT_CONVERSATIONS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [ADMIN_CHAT_UNREAD_PATH] }),
  ]);
}
