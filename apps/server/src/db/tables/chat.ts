import type { ChatChannel, ChatConversationStatus, ChatMessageStatus } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp, NullableTimestamp, Status } from './columns.js';

/** The chat between clients and the office. */
export interface ChatTables {
  chatMessages: ChatMessagesTable;
  chatConversations: ChatConversationsTable;
  chatPresence: ChatPresenceTable;
  chatCannedReplies: ChatCannedRepliesTable;
}

/** A reply staff type with "/" and its shortcut, in English and Spanish (migration 471); the owner edits them. */
export interface ChatCannedRepliesTable {
  id: Generated<number>;
  shortcut: string;
  textEn: string;
  textEs: string;
  updatedAt: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversationId: string;
  userId: number | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  message: string;
  isFromUser: boolean;
  status: Status<ChatMessageStatus>;
  assignedToId: number | null;
  createdAt: Timestamp;
  /** A trusted contact who wrote it on the client's behalf (migration 911). */
  actedById: ColumnType<number | null, number | null | undefined, number | null>;
  /** A staff member's private note (migration 471): never in the visitor's history, socket or text. */
  isNote: Flag;
}

/** One per chat conversation, kept up to date with each message (the staff inbox reads it). */
export interface ChatConversationsTable {
  /** The conversation id, `chat_` and a random UUID. */
  id: string;
  userId: number | null;
  visitorName: string | null;
  visitorEmail: string | null;
  visitorPhone: string | null;
  status: Status<ChatConversationStatus>;
  unreadCount: ColumnType<number, number | undefined, number>;
  messageCount: ColumnType<number, number | undefined, number>;
  lastMessageAt: string;
  lastMessagePreview: string | null;
  lastMessageFromUser: boolean | null;
  /** When staff were e-mailed about the visitor's waiting messages; cleared by a staff reply. */
  staffNotifiedAt: NullableTimestamp;
  createdAt: Timestamp;
  /** A web chat, or a text thread with a phone number (migration 471, docs/sms.md). */
  channel: Status<ChatChannel>;
  /** The staff member the conversation is given to (migration 471); null: the office's. */
  assignedToId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each server instance's open staff sockets, refreshed while it runs. */
export interface ChatPresenceTable {
  instanceId: string;
  staffSockets: number;
  seenAt: string;
}
