import {
  chatAutoReply,
  isBackOfficeRole,
  isClientRole,
  type AdminChatListQuery,
  type ChatConversationSummary,
  type ChatLiveMessage,
} from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, forbidden } from '../../lib/http-errors.js';
import { sha256 } from '../../lib/tokens.js';
import type { AppendedMessage, ChatMessageRow, ChatRepository } from './chat-repository.js';
import { officeRecipients, recipientsContext } from '../office/index.js';
import type { UserRecord } from '../accounts/index.js';
import { chatOnBehalf } from './chat-events.js';
import type { ChatBus, ChatEvent } from './chat-bus.js';
import { sendAnswerByEmail, sendConversationGiven, sendStaffChatNotice } from './chat-emails.js';
import type { ServiceContext } from '../service-context.js';
import { textStaffReply } from '../sms/index.js';

export function toLiveMessage(row: ChatMessageRow): ChatLiveMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    text: row.message,
    isUser: row.isFromUser,
    timestamp: row.createdAt,
    automatic: false,
    ...(row.isNote ? { note: true } : {}),
  };
}

/** The automatic reply as a socket frame's message: not stored, so id 0. */
export function automaticMessage(conversationId: string, text: string, now: Date): ChatLiveMessage {
  return { id: 0, conversationId, text, isUser: false, timestamp: now.toISOString(), automatic: true };
}

export interface VisitorMessageInput {
  conversationId: string;
  message: string;
  senderName?: string | undefined;
  senderEmail?: string | undefined;
  senderPhone?: string | undefined;
}

/**
 * Who writes a visitor message: nobody signed in, a signed-in account, or a trusted contact writing
 * for the client whose account they help with (`forClient`, with the `act` right): the message is
 * then the client's conversation's, kept as written by the contact (docs/circle-access.md).
 */
export interface ChatSender {
  user: UserRecord | null;
  forClient?: UserRecord | undefined;
}

/**
 * Whether `sender` may read or write a conversation that belongs to account `ownerId` (null: a
 * visitor's conversation, open to whoever holds its id). A client's conversation is theirs alone:
 * the client signed in, or a trusted contact helping with their account with the `act` right. So a
 * removed contact, a browser signed out on a shared tablet, or anyone else holding the id reads an
 * empty history and writes nothing (docs/circle-access.md).
 */
export function mayUseConversation(ownerId: number | null, { user, forClient }: ChatSender): boolean {
  if (ownerId === null) return true;
  const writingFor = forClient ?? (isClientRole(user?.role) ? user : null);
  return writingFor?.id === ownerId;
}

/** A trusted contact's chat for a client leaves one line a day in the activity feed. */
const CHAT_LOGGED_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface VisitorMessageResult {
  message: ChatMessageRow;
  conversation: ChatConversationSummary;
  /** The automatic reply the HTTP call returns: with the first message of a waiting stretch, else null. */
  httpReply: string | null;
  /** The automatic reply a socket shows: only when nobody is online, once per waiting stretch. */
  socketReply: string | null;
}

/** What this instance's chat changes need besides the service context: the bus to publish on, and presence. */
export interface ChatServiceOptions {
  bus: ChatBus;
  log: FastifyBaseLogger;
  anyStaffOnline(now: Date): Promise<boolean>;
  /** Whether the visitor of a conversation has the chat open on this instance. */
  visitorHere(conversationId: string): boolean;
}

/**
 * Every change to a conversation, from a socket or over HTTP: stored (each in the transaction the
 * service opens, `ctx.inTransaction`), then published to every instance's sockets; visitor messages
 * when nobody is online get the automatic reply, and the office (staff-recipients.ts) one e-mail per
 * waiting stretch (the first visitor message since the start or the last reply).
 */
export function createChatService(options: ChatServiceOptions) {
  const { bus, log } = options;

  /** Stored already: a failed live delivery is logged, and the history still has it. */
  async function publish(...events: ChatEvent[]) {
    try {
      for (const event of events) await bus.publish(event);
    } catch (err) {
      log.error({ err }, 'could not publish a chat event');
    }
  }

  /**
   * A message and its conversation, published in the storing transaction: the conversation's row
   * lock orders its messages, so every instance hears them in id order. A failed publish fails
   * the send (nothing stored) rather than leave a message no socket heard of.
   */
  const publishMessage = async (trx: Kysely<Database>, appended: AppendedMessage) => {
    await bus.publish({ type: 'message', message: toLiveMessage(appended.message) }, trx);
    await bus.publish({ type: 'conversation', conversation: appended.conversation }, trx);
  };

  /**
   * Nobody is online: the first visitor message of a waiting stretch claims the staff notice, and the
   * office's e-mails are written with the claim, so a claim never stands without its e-mails. True when
   * this message claimed it; a failure is logged (the message itself is stored) and counts as claimed,
   * as nobody is online to answer.
   */
  async function claimAndTellStaff(ctx: ServiceContext, appended: AppendedMessage, now: Date): Promise<boolean> {
    const { conversation, message } = appended;
    try {
      return await ctx.inTransaction(async (tx) => {
        if (!(await tx.repos.chat.claimStaffNotice(conversation.id, now))) return false;
        for (const recipient of await officeRecipients(recipientsContext(tx))) {
          await sendStaffChatNotice(tx.mailer, tx.publicUrl, recipient, conversation, message.message);
        }
        return true;
      });
    } catch (err) {
      // The conversation id is the visitor's key to it: the log gets a short fingerprint instead.
      log.error(
        { err, conversation: sha256(conversation.id).slice(0, 12) },
        'could not e-mail staff about a chat message',
      );
      return true;
    }
  }

  return {
    async visitorMessage(
      ctx: ServiceContext,
      input: VisitorMessageInput,
      { user, forClient }: ChatSender,
      now: Date = new Date(),
    ): Promise<VisitorMessageResult> {
      // A signed-in client's account names them when the message does not.
      const client = isClientRole(user?.role) ? user : null;
      const nameOf = (person: UserRecord) => `${person.firstName} ${person.lastName}`;
      const onBehalf = client && forClient ? forClient : null;
      // The message and, for a trusted contact writing for a client, its line in the activity feed.
      const appended = await ctx.inTransaction(async (tx) => {
        const stored = await tx.repos.chat.appendMessage(
          {
            conversationId: input.conversationId,
            userId: onBehalf?.id ?? client?.id ?? null,
            actedById: onBehalf && client ? client.id : null,
            // Staff read who is writing for whom: "Anna Lee for Mary Smith".
            senderName:
              onBehalf && client
                ? `${nameOf(client)} for ${nameOf(onBehalf)}`
                : (input.senderName ?? (client ? nameOf(client) : null)),
            senderEmail: input.senderEmail ?? client?.email ?? null,
            senderPhone: input.senderPhone ?? null,
            message: input.message,
            isFromUser: true,
          },
          now,
          publishMessage,
        );
        if (onBehalf && client) {
          const event = chatOnBehalf(client, onBehalf);
          await tx.repos.events.recordUnlessRecent(event, CHAT_LOGGED_ONCE_WITHIN_MS, now);
        }
        return stored;
      });
      // Presence is read through the app's own handle: after the commit.
      const staffOnline = await options.anyStaffOnline(now);
      const claimed = !staffOnline && (await claimAndTellStaff(ctx, appended, now));
      const offline = claimed ? chatAutoReply(now, false) : null;
      return {
        message: appended.message,
        conversation: appended.conversation,
        httpReply: appended.startsWaitingStretch ? chatAutoReply(now, staffOnline) : offline,
        socketReply: offline,
      };
    },

    /**
     * A staff reply (in a text thread, also texted; to a visitor who left the web chat, also e-mailed);
     * undefined when there is no such conversation.
     */
    async staffReply(
      ctx: ServiceContext,
      conversationId: string,
      staff: UserRecord,
      text: string,
      now: Date = new Date(),
    ): Promise<AppendedMessage | undefined> {
      return ctx.inTransaction(async (tx) => {
        const conversation = await tx.repos.chat.findConversation(conversationId);
        if (!conversation) return undefined;
        // In a text thread the answer leaves as a text, with the message (docs/sms.md).
        if (conversation.channel === 'sms' && conversation.visitorPhone) {
          await textStaffReply(
            tx,
            { phone: conversation.visitorPhone, userId: conversation.userId },
            staff.firstName,
            text,
          );
        } else if (conversation.visitorEmail && !options.visitorHere(conversationId)) {
          // A visitor who left the chat gets the answer by e-mail, with the way back into it.
          const account = conversation.userId === null ? undefined : await tx.repos.users.findById(conversation.userId);
          await sendAnswerByEmail(
            tx.mailer,
            tx.publicUrl,
            { email: conversation.visitorEmail, name: conversation.visitorName, language: account?.language ?? 'en' },
            conversationId,
            staff.firstName,
            text,
          );
        }
        return tx.repos.chat.appendMessage(
          {
            conversationId,
            userId: staff.id,
            senderName: staff.firstName,
            senderEmail: null,
            senderPhone: null,
            message: text,
            isFromUser: false,
          },
          now,
          publishMessage,
        );
      });
    },

    /**
     * A staff member's private note in a conversation (docs/sms.md, "One inbox"): stored and shown to
     * staff live; never in the visitor's history or socket, never texted, and it changes neither the
     * unread count nor the waiting stretch. Undefined when there is no such conversation.
     */
    async staffNote(ctx: ServiceContext, conversationId: string, staff: UserRecord, text: string, now = new Date()) {
      return ctx.inTransaction(async (tx) => {
        if (!(await tx.repos.chat.findConversation(conversationId))) return undefined;
        return tx.repos.chat.addNote(conversationId, staff, text, now, (trx, note) =>
          bus.publish({ type: 'message', message: toLiveMessage(note) }, trx),
        );
      });
    },

    /** Staff read a conversation; undefined when there is no such conversation. */
    async markRead(ctx: ServiceContext, conversationId: string) {
      const conversation = await ctx.inTransaction((tx) => tx.repos.chat.markRead(conversationId));
      if (conversation) await publish({ type: 'conversation', conversation });
      return conversation;
    },

    /**
     * Gives a conversation to an active staff member or admin, or back to the office (null); the one it
     * is given to is told by e-mail unless they took it themselves. Undefined when there is no such
     * conversation; 400 for anyone who cannot answer it.
     */
    async assign(ctx: ServiceContext, conversationId: string, actor: UserRecord, assignedToId: number | null) {
      const assignee = assignedToId === null ? null : await ctx.repos.users.findById(assignedToId);
      if (assignedToId !== null && (!assignee || !assignee.active || !isBackOfficeRole(assignee.role))) {
        throw badRequest('chat_assignee_invalid');
      }
      const conversation = await ctx.inTransaction(async (tx) => {
        const before = await tx.repos.chat.findConversation(conversationId);
        if (!before) return undefined;
        const after = await tx.repos.chat.setAssignee(conversationId, assignedToId);
        if (after && assignee && assignee.id !== actor.id && before.assignedToId !== assignee.id) {
          await sendConversationGiven(tx.mailer, tx.publicUrl, assignee, actor.firstName, after);
        }
        return after;
      });
      if (conversation) await publish({ type: 'conversation', conversation });
      return conversation;
    },

    async setStatus(ctx: ServiceContext, conversationId: string, status: ChatConversationSummary['status']) {
      const conversation = await ctx.inTransaction((tx) => tx.repos.chat.setStatus(conversationId, status));
      if (conversation) await publish({ type: 'conversation', conversation });
      return conversation;
    },

    async saveContact(
      ctx: ServiceContext,
      conversationId: string,
      info: Parameters<ChatRepository['saveContact']>[1],
      { user, forClient }: ChatSender,
    ) {
      const client = isClientRole(user?.role) ? user : null;
      const userId = (client && forClient?.id) ?? client?.id ?? null;
      const conversation = await ctx.inTransaction((tx) => tx.repos.chat.saveContact(conversationId, info, userId));
      await publish({ type: 'conversation', conversation });
      return conversation;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

/** A conversation, or undefined when there is none. */
export async function findConversation(ctx: ServiceContext, conversationId: string) {
  return ctx.repos.chat.findConversation(conversationId);
}

/**
 * A visitor's history, oldest first. Someone else's conversation reads as one that does not exist yet:
 * empty (mayUseConversation).
 */
export async function visitorHistory(ctx: ServiceContext, conversationId: string, sender: () => Promise<ChatSender>) {
  const conversation = await ctx.repos.chat.findConversation(conversationId);
  if (conversation && !mayUseConversation(conversation.userId, await sender())) return [];
  return ctx.repos.chat.history(conversationId);
}

/** Writing into a conversation that belongs to another account is refused, as a chat that cannot be opened. */
export async function checkMayWrite(ctx: ServiceContext, conversationId: string, sender: ChatSender): Promise<void> {
  const conversation = await ctx.repos.chat.findConversation(conversationId);
  if (conversation && !mayUseConversation(conversation.userId, sender)) {
    throw forbidden('chat_invalid_conversation');
  }
}

/** The staff inbox: a page of conversations, most recent activity first. */
export async function listConversations(ctx: ServiceContext, query: AdminChatListQuery) {
  return ctx.repos.chat.listPage(query);
}

/** The inbox's unread counts. */
export async function unreadChatTotals(ctx: ServiceContext) {
  return ctx.repos.chat.unreadTotals();
}

/** A conversation with all its messages, as staff see them, or undefined when there is none. */
export async function conversationForStaff(
  ctx: ServiceContext,
  conversationId: string,
): Promise<{ conversation: ChatConversationSummary; messages: ChatMessageRow[] } | undefined> {
  const conversation = await ctx.repos.chat.findConversation(conversationId);
  if (!conversation) return undefined;
  return { conversation, messages: await ctx.repos.chat.messages(conversation.id) };
}
