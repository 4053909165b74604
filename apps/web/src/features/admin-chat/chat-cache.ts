import type {
  AdminChatConversation,
  AdminChatMessage,
  ChatConversationFilter,
  ChatConversationSummary,
  ChatLiveMessage,
  Page,
} from '@ta/shared';

/**
 * How live frames and replies change the cached inbox. Pure, so the page's socket handler and the
 * reply mutation share them and the unit tests pin them down.
 */

/** Adds a message to the conversation once: the POST's answer and the socket's echo carry the same id. */
export function appendMessage(
  data: AdminChatConversation | undefined,
  message: AdminChatMessage,
): AdminChatConversation | undefined {
  if (!data || data.messages.some((m) => m.id === message.id)) return data;
  return { ...data, messages: [...data.messages, message] };
}

/** A socket message as the inbox shows it. A reply's writer is not in the frame: a refetch fills it in. */
export function messageFromLive(live: ChatLiveMessage, conversation: ChatConversationSummary): AdminChatMessage {
  return {
    id: live.id,
    message: live.text,
    isFromUser: live.isUser,
    senderName: live.isUser ? conversation.visitorName : null,
    status: live.isUser ? 'unread' : 'read',
    createdAt: live.timestamp,
    note: live.note === true,
  };
}

/**
 * A `message` frame applied to one cached conversation: only its own messages, and not the automatic
 * reply (id 0, never stored, so it would vanish on the next load and mislead staff about who answered).
 */
export function applyMessageFrame(
  data: AdminChatConversation | undefined,
  live: ChatLiveMessage,
): AdminChatConversation | undefined {
  if (!data || live.automatic || live.conversationId !== data.conversation.id) return data;
  return appendMessage(data, messageFromLive(live, data.conversation));
}

/** A `conversation` frame (or a local change) applied to the open conversation's heading. */
export function applySummaryToConversation(
  data: AdminChatConversation | undefined,
  summary: ChatConversationSummary,
): AdminChatConversation | undefined {
  if (!data || data.conversation.id !== summary.id) return data;
  return { ...data, conversation: summary };
}

export function matchesFilter(summary: Pick<ChatConversationSummary, 'status'>, filter: ChatConversationFilter) {
  return filter === 'all' || summary.status === filter;
}

/**
 * A summary applied to a cached list page: the row is replaced, or removed when it no longer fits the
 * filter. A conversation not on the page is left to the refetch, which knows the order and the search.
 */
export function applySummaryToPage(
  page: Page<ChatConversationSummary> | undefined,
  summary: ChatConversationSummary,
  filter: ChatConversationFilter,
): Page<ChatConversationSummary> | undefined {
  if (!page || !page.items.some((item) => item.id === summary.id)) return page;
  if (!matchesFilter(summary, filter)) {
    return { ...page, items: page.items.filter((item) => item.id !== summary.id), total: Math.max(0, page.total - 1) };
  }
  return { ...page, items: page.items.map((item) => (item.id === summary.id ? summary : item)) };
}
