import type { AdminChatConversation, ChatConversationSummary, ChatServerFrame, Page } from '@ta/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useChatSocket } from '../../lib/chat-socket';
import { queryKeys } from '../../lib/query-keys';
import { refreshAfter } from '../../lib/refresh-after';
import type { ChatListParams } from './api/get-conversations';
import { applyMessageFrame, applySummaryToConversation, applySummaryToPage } from './chat-cache';

function applyFrame(queryClient: QueryClient, frame: ChatServerFrame) {
  if (frame.type === 'message') {
    const key = queryKeys.chat.conversation(frame.message.conversationId);
    const before = queryClient.getQueryData<AdminChatConversation>(key);
    const after = applyMessageFrame(before, frame.message);
    if (after !== before) {
      queryClient.setQueryData(key, after);
      // A reply from another staff member arrives without their name: the stored history has it.
      if (!frame.message.isUser) void queryClient.invalidateQueries({ queryKey: key });
    }
    void refreshAfter(queryClient, 'chat');
  } else if (frame.type === 'conversation') {
    const summary = frame.conversation;
    queryClient.setQueryData<AdminChatConversation>(queryKeys.chat.conversation(summary.id), (data) =>
      applySummaryToConversation(data, summary),
    );
    // Each cached list page gets the new row at once; the refetch then brings order and new rows.
    for (const [key, page] of queryClient.getQueriesData<Page<ChatConversationSummary>>({
      queryKey: queryKeys.chat.lists(),
    })) {
      // A list page's key ends with its params (queryKeys.chat.list).
      const params = key[2] as ChatListParams | undefined;
      if (params) queryClient.setQueryData(key, applySummaryToPage(page, summary, params.status));
    }
    void refreshAfter(queryClient, 'chat');
  } else if (frame.type === 'connected' && !frame.staff) {
    // The server no longer counts this browser as staff (signed out, deactivated, session expired
    // and the socket closed and reopened): read the session again, so the page's guard sends the
    // person to sign in rather than leave a silent inbox.
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  } else if (frame.type === 'error') {
    // Socket errors are only logged.
    console.warn('chat socket error:', frame.message);
  }
}

/**
 * The inbox's staff socket: it receives every conversation's messages and summaries (no join) and
 * writes them into the query cache. Returns whether it is open: when not, the page polls.
 */
export function useInboxLive(): boolean {
  const queryClient = useQueryClient();
  const { status } = useChatSocket(true, { onFrame: (frame) => applyFrame(queryClient, frame) });
  return status === 'open';
}
