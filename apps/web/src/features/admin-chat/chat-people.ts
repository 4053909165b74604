import { CHAT_ID_PREFIX, type AdminChatMessage, type ChatConversationSummary } from '@ta/shared';

type Visitor = Pick<ChatConversationSummary, 'id' | 'visitorName'>;

/** The conversation id's first eight characters after `chat_`: enough to tell visitors apart. */
export function shortConversationId(id: string): string {
  return (id.startsWith(CHAT_ID_PREFIX) ? id.slice(CHAT_ID_PREFIX.length) : id).slice(0, 8);
}

/** The visitor's name, or "Visitor" and a short id when they gave none. */
export function visitorDisplayName(conversation: Visitor): string {
  const name = conversation.visitorName?.trim();
  return name ? name : `Visitor ${shortConversationId(conversation.id)}`;
}

/** Who wrote a message, in words: the visitor's name, or the staff member's (a reply without one reads "Staff"). */
export function senderLabel(
  message: Pick<AdminChatMessage, 'isFromUser' | 'senderName'>,
  conversation: Visitor,
): string {
  const name = message.senderName?.trim();
  if (message.isFromUser) return name ? name : visitorDisplayName(conversation);
  return name ? name : 'Staff';
}

/** "3 unread", for rows and the sidebar badge's accessible name. */
export function unreadLabel(count: number): string {
  return `${count.toLocaleString('en-US')} unread`;
}
