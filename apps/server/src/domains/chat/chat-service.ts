import { chatAutoReply, isClientRole, type ChatConversationSummary, type ChatLiveMessage } from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { sha256 } from '../../lib/tokens.js';
import type { AppendedMessage, ChatMessageRow, ChatRepository } from './chat-repository.js';
import type { EventsRepository, StaffRecipient } from '../office/index.js';
import type { UserRecord } from '../accounts/index.js';
import { chatOnBehalf } from './chat-events.js';
import type { ChatBus, ChatEvent } from './chat-bus.js';
import { sendStaffChatNotice } from './chat-emails.js';
import type { Mailer } from '../../mail/mailer.js';

export function toLiveMessage(row: ChatMessageRow): ChatLiveMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    text: row.message,
    isUser: row.isFromUser,
    timestamp: row.createdAt,
    automatic: false,
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

export interface ChatServiceOptions {
  repo: ChatRepository;
  bus: ChatBus;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  anyStaffOnline(now: Date): Promise<boolean>;
  /** Who hears of a chat left waiting: the office, as for every new piece of work (staff-recipients.ts). */
  officeRecipients(): Promise<StaffRecipient[]>;
  /** The activity feed: a trusted contact's chat for a client is recorded there. */
  events: Pick<EventsRepository, 'recordUnlessRecent'>;
}

/**
 * Every change to a conversation, from a socket or over HTTP: stored, then published to every
 * instance's sockets; visitor messages when nobody is online get the automatic reply, and the
 * office one e-mail per waiting stretch (the first visitor message since the start or the last reply).
 */
export function createChatService(options: ChatServiceOptions) {
  const { repo, bus, mailer, publicUrl, log } = options;

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

  async function notifyStaff(conversation: ChatConversationSummary, message: string) {
    try {
      for (const recipient of await options.officeRecipients()) {
        await sendStaffChatNotice(mailer, publicUrl, recipient, conversation, message);
      }
    } catch (err) {
      // The conversation id is the visitor's key to it: the log gets a short fingerprint instead.
      log.error(
        { err, conversation: sha256(conversation.id).slice(0, 12) },
        'could not e-mail staff about a chat message',
      );
    }
  }

  return {
    async visitorMessage(
      input: VisitorMessageInput,
      { user, forClient }: ChatSender,
      now: Date = new Date(),
    ): Promise<VisitorMessageResult> {
      // A signed-in client's account names them when the message does not.
      const client = isClientRole(user?.role) ? user : null;
      const nameOf = (person: UserRecord) => `${person.firstName} ${person.lastName}`;
      const onBehalf = client && forClient ? forClient : null;
      const appended = await repo.appendMessage(
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
        await options.events.recordUnlessRecent(chatOnBehalf(client, onBehalf), CHAT_LOGGED_ONCE_WITHIN_MS, now);
      }
      const staffOnline = await options.anyStaffOnline(now);
      const claimed = !staffOnline && (await repo.claimStaffNotice(input.conversationId, now));
      if (claimed) await notifyStaff(appended.conversation, appended.message.message);
      const offline = claimed ? chatAutoReply(now, false) : null;
      return {
        message: appended.message,
        conversation: appended.conversation,
        httpReply: appended.startsWaitingStretch ? chatAutoReply(now, staffOnline) : offline,
        socketReply: offline,
      };
    },

    /** A staff reply; undefined when there is no such conversation. */
    async staffReply(conversationId: string, staff: UserRecord, text: string, now: Date = new Date()) {
      if (!(await repo.findConversation(conversationId))) return undefined;
      const appended = await repo.appendMessage(
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
      return appended;
    },

    async markRead(conversationId: string) {
      const conversation = await repo.markRead(conversationId);
      if (conversation) await publish({ type: 'conversation', conversation });
      return conversation;
    },

    async setStatus(conversationId: string, status: ChatConversationSummary['status']) {
      const conversation = await repo.setStatus(conversationId, status);
      if (conversation) await publish({ type: 'conversation', conversation });
      return conversation;
    },

    async saveContact(
      conversationId: string,
      info: Parameters<ChatRepository['saveContact']>[1],
      { user, forClient }: ChatSender,
    ) {
      const client = isClientRole(user?.role) ? user : null;
      const conversation = await repo.saveContact(
        conversationId,
        info,
        (client && forClient?.id) ?? client?.id ?? null,
      );
      await publish({ type: 'conversation', conversation });
      return conversation;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
