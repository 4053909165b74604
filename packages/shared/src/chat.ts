import { pageQuerySchema, pageSchema } from './paging.js';
import { z } from './zod.js';
import { CHAT_ID_PREFIX, CONVERSATION_ID } from './chat-storage-keys.js';

/**
 * Live chat between visitors and staff (docs/decisions/014-live-chat.md). The same
 * schemas validate the widget's and the inbox's forms, the HTTP calls and every WebSocket frame.
 */

/** A conversation id is `chat_` and a random UUID: the only key to a visitor's history. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** The largest WebSocket frame the server reads; a bigger one closes the socket (code 1009). */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** Per socket: at most this many frames in this many seconds; past it the server answers with an error. */
export const CHAT_SOCKET_RATE = { frames: 10, perSeconds: 10 } as const;
/** A socket that keeps flooding after being told (this many refused frames in a row) is closed (1008). */
export const CHAT_SOCKET_FLOOD_CLOSE_AFTER = 20;
/** The WebSocket path on the site's own host (wss: when the page is https:). */
export const CHAT_SOCKET_PATH = '/ws';

/** The chat texts people read (form messages, failure toasts) and the server's refusals. */
export const CHAT_MESSAGES = {
  assigneeInvalid: 'Please choose an active staff member, or the office.',
  sendFailedTitle: 'Failed to send message',
  sendFailed: 'There was an error sending your message. Please try again.',
  contactFailedTitle: 'Failed to submit information',
  contactFailed: 'There was an error saving your information. Please try again.',
  missingInfoTitle: 'Missing information',
  missingInfo: 'Please provide your name and email address.',
  invalidEmail: 'Please enter a valid email address',
  emptyMessage: 'Please type a message.',
  tooLong: `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  conversationNotFound: 'This conversation could not be found.',
  invalidConversation: 'This chat could not be opened. Please refresh the page and try again.',
  joinFirst: 'Please open the chat again before sending a message.',
  slowDown: 'You are sending messages too quickly. Please wait a moment and try again.',
  unreadableFrame: 'That message could not be read.',
  originRefused: 'This chat connection came from another website and was refused.',
} as const;

export const conversationIdSchema = z.string().regex(CONVERSATION_ID, CHAT_MESSAGES.invalidConversation);
export type ConversationId = z.infer<typeof conversationIdSchema>;

/** A new conversation id: `chat_` and a version-4 UUID from the platform's secure random source. */
export function newConversationId(): string {
  const bytes = new Uint8Array(16);
  // Web Crypto: in every browser and in Node 20+ (this package is typed without DOM or Node types).
  (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } }).crypto.getRandomValues(
    bytes,
  );
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${CHAT_ID_PREFIX}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The text of one message: trimmed, not empty, at most 2,000 characters. */
export const chatMessageTextSchema = z
  .string({ message: CHAT_MESSAGES.emptyMessage })
  .trim()
  .min(1, CHAT_MESSAGES.emptyMessage)
  .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong);

const senderName = z.string().trim().max(100, 'Please keep this under 100 characters');
const senderEmail = z
  .string()
  .trim()
  .max(254, 'Please keep this under 254 characters')
  .toLowerCase()
  .pipe(z.email(CHAT_MESSAGES.invalidEmail));
const senderPhone = z
  .string()
  .trim()
  .max(30, 'Please keep this under 30 characters')
  .regex(/^[\d\s\-().+]*$/, 'Please enter a valid phone number');
/** Empty strings and null mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** The contact-info sub-view: name and e-mail required, phone optional. */
export const chatContactInfoSchema = z.object({
  senderName: z
    .string({ message: CHAT_MESSAGES.missingInfo })
    .trim()
    .min(1, CHAT_MESSAGES.missingInfo)
    .pipe(senderName),
  senderEmail: z
    .string({ message: CHAT_MESSAGES.missingInfo })
    .trim()
    .min(1, CHAT_MESSAGES.missingInfo)
    .pipe(senderEmail),
  senderPhone: optional(senderPhone),
});
export type ChatContactInfo = z.infer<typeof chatContactInfoSchema>;

/**
 * POST /api/chat: a visitor's message over HTTP (when the socket is not open). Other fields a client may send
 * (userId, isFromUser, status) are not taken from the body: the session says who is writing, and a
 * message sent here is always the visitor's and unread.
 */
export const sendChatMessageSchema = z.object({
  conversationId: conversationIdSchema,
  message: chatMessageTextSchema,
  senderName: optional(senderName),
  senderEmail: optional(senderEmail),
  senderPhone: optional(senderPhone),
});
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

/** One message of a visitor's history (GET /api/chat/{conversationId}), oldest first. */
export const chatHistoryMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isFromUser: z.boolean(),
  createdAt: z.string(),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;
export const chatHistorySchema = z.array(chatHistoryMessageSchema);

/** 201 from POST /api/chat: the stored message and the automatic reply to show, if any. */
export const sentChatMessageSchema = z.object({
  message: chatHistoryMessageSchema,
  autoReply: z.string().nullable(),
});
export type SentChatMessage = z.infer<typeof sentChatMessageSchema>;

/** PUT /api/chat/{conversationId}/contact: the contact-info sub-view, saved on the conversation. */
export const chatContactSavedSchema = z.object({ saved: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// The /ws protocol. Client frames: join, message. Server frames: connected, message, error, and
// conversation (staff sockets only: the inbox's live list).

export const chatJoinFrameSchema = z.object({ type: z.literal('join'), conversationId: conversationIdSchema });

/**
 * A message frame. A visitor's socket writes to the conversation it joined (conversationId may be
 * left out, and must match if given); a staff socket names the conversation it answers.
 */
export const chatMessageFrameSchema = z.object({
  type: z.literal('message'),
  conversationId: conversationIdSchema.optional(),
  message: chatMessageTextSchema,
  senderName: optional(senderName),
  senderEmail: optional(senderEmail),
  senderPhone: optional(senderPhone),
});

export const chatClientFrameSchema = z.discriminatedUnion('type', [chatJoinFrameSchema, chatMessageFrameSchema]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** A message as the socket delivers it. */
export const chatLiveMessageSchema = z.object({
  /** The stored message's id; 0 for an automatic reply, which is not stored. */
  id: z.number().int(),
  conversationId: conversationIdSchema,
  text: z.string(),
  isUser: z.boolean(),
  /** ISO 8601 instant. */
  timestamp: z.string(),
  /** The automatic reply sent when no staff member is online. */
  automatic: z.boolean(),
  /** A staff member's private note: only staff sockets ever get it (docs/sms.md, "One inbox"). */
  note: z.boolean().optional(),
});
export type ChatLiveMessage = z.infer<typeof chatLiveMessageSchema>;

export const CHAT_CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ChatConversationStatus = (typeof CHAT_CONVERSATION_STATUSES)[number];
export const CHAT_CONVERSATION_STATUS_LABELS: Record<ChatConversationStatus, string> = {
  open: 'Open',
  closed: 'Closed',
};

/** One conversation in the staff inbox. */
/** A conversation in the staff inbox: a web chat, or a text thread with a phone number (docs/sms.md). */
export const CHAT_CHANNELS = ['web', 'sms'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const chatConversationSummarySchema = z.object({
  id: conversationIdSchema,
  channel: z.enum(CHAT_CHANNELS),
  /** The staff member it is given to; null: left to the office (anyone answers). */
  assignedToId: z.number().int().nullable(),
  /** The account the visitor was signed in with, if any. */
  userId: z.number().int().nullable(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  visitorPhone: z.string().nullable(),
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  /** Visitor messages staff have not read yet. */
  unreadCount: z.number().int(),
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  /** The last message's first 140 characters; null before the first message. */
  lastMessagePreview: z.string().nullable(),
  lastMessageFromUser: z.boolean().nullable(),
  createdAt: z.string(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummarySchema>;

/** PUT /api/admin/chat/conversations/:id/assignee: give it to a staff member, or back to the office (null). */
export const chatAssigneeSchema = z.object({ assignedToId: z.number().int().positive().max(2_147_483_647).nullable() });
export type ChatAssigneeInput = z.infer<typeof chatAssigneeSchema>;

/** Canned replies staff type with "/" (docs/sms.md, "One inbox"): a shortcut and its words in each language. */
export const CANNED_REPLY_MESSAGES = {
  shortcut: 'Please use 1 to 30 small letters, digits or hyphens, such as running-late',
  text: 'Please write the reply, up to 1000 characters',
  shortcutTaken: 'Another canned reply already has this shortcut.',
  notFound: 'This canned reply does not exist any more.',
} as const;

const cannedText = z.string().trim().min(1, CANNED_REPLY_MESSAGES.text).max(1000, CANNED_REPLY_MESSAGES.text);

/** The owner's form, POST and PUT /api/admin/chat/canned-replies. */
export const cannedReplyInputSchema = z.object({
  shortcut: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,29}$/, CANNED_REPLY_MESSAGES.shortcut),
  textEn: cannedText,
  textEs: cannedText,
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;

export const cannedReplySchema = cannedReplyInputSchema.extend({ id: z.number().int() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedRepliesSchema = z.array(cannedReplySchema);

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    /** null on connecting; the joined conversation after a join. */
    conversationId: conversationIdSchema.nullable(),
    /** A staff socket receives every conversation's messages. */
    staff: z.boolean(),
  }),
  z.object({ type: z.literal('message'), message: chatLiveMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationSummarySchema }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

// ---------------------------------------------------------------------------------------------
// The staff inbox: /api/admin/chat/... (staff and admin).

export const CHAT_CONVERSATION_FILTERS = ['open', 'closed', 'all'] as const;
export type ChatConversationFilter = (typeof CHAT_CONVERSATION_FILTERS)[number];

/** GET /api/admin/chat/conversations: `?page&pageSize&search&status`, most recent activity first. */
export const adminChatListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CHAT_CONVERSATION_FILTERS, { message: 'Please choose a status' }).default('open'),
});
export type AdminChatListQuery = z.infer<typeof adminChatListQuerySchema>;
export const adminChatPageSchema = pageSchema(chatConversationSummarySchema);

/** A visitor's message is unread until staff open the conversation; staff replies are read. */
export const CHAT_MESSAGE_STATUSES = ['unread', 'read'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** One message as staff see it. */
export const adminChatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isFromUser: z.boolean(),
  /** The visitor's name for their messages; the staff member's for replies. */
  senderName: z.string().nullable(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  createdAt: z.string(),
  /** A staff member's private note: the visitor never sees it. */
  note: z.boolean(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

/** GET /api/admin/chat/conversations/{id}: the conversation and its whole history, oldest first. */
export const adminChatConversationSchema = z.object({
  conversation: chatConversationSummarySchema,
  messages: z.array(adminChatMessageSchema),
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;

/** POST /api/admin/chat/conversations/{id}/messages: a staff reply. */
export const staffChatReplySchema = z.object({ message: chatMessageTextSchema });
export type StaffChatReply = z.infer<typeof staffChatReplySchema>;

/** PATCH /api/admin/chat/conversations/{id}: close or reopen. */
export const adminChatUpdateSchema = z.object({
  status: z.enum(CHAT_CONVERSATION_STATUSES, { message: 'Please choose a status' }),
});

/** GET /api/admin/chat/unread: the sidebar badge. */
export const adminChatUnreadSchema = z.object({
  conversations: z.number().int(),
  messages: z.number().int(),
});
export type AdminChatUnread = z.infer<typeof adminChatUnreadSchema>;
