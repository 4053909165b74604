import {
  PostgresAdapter,
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type {
  CannedReply,
  CannedReplyInput,
  AdminChatListQuery,
  AdminChatUnread,
  ChatContactInfo,
  ChatConversationStatus,
  ChatConversationSummary,
  ChatHistoryMessage,
  Page,
} from '@ta/shared';
import { CHAT_SEARCH_TABLE } from '../../db/migrations/2026-11-22-004-chat-conversations.js';
import { likePattern } from '../../db/search.js';
import type { ChatConversationsTable, ChatMessagesTable, Database } from '../../db/types.js';
import { countOf, onPage, pageOf } from '../../db/paging.js';
import { inGivenTransaction } from '../../db/transactions.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;
type ConversationRow = Selectable<ChatConversationsTable>;

/**
 * A message's row: `userId` is the signed-in account writing (visitor) or answering (staff), if any;
 * for a trusted contact writing for a client, the client's, with the contact as `actedById`.
 */
export type NewChatMessage = Pick<
  Insertable<ChatMessagesTable>,
  'conversationId' | 'userId' | 'senderName' | 'senderEmail' | 'senderPhone' | 'message' | 'isFromUser' | 'actedById'
>;

export interface AppendedMessage {
  message: ChatMessageRow;
  conversation: ChatConversationSummary;
  /** A visitor message that is the first since the conversation began or since the last staff reply. */
  startsWaitingStretch: boolean;
}

/** A staff member is online while an instance with their socket reported in this recently. */
export const PRESENCE_FRESH_MS = 60_000;
const PREVIEW_LENGTH = 140;

/** The first characters of a message, never splitting a character made of two UTF-16 units. */
const preview = (text: string) => Array.from(text).slice(0, PREVIEW_LENGTH).join('');

export function toConversationSummary(row: ConversationRow): ChatConversationSummary {
  return {
    id: row.id,
    channel: row.channel,
    assignedToId: row.assignedToId,
    userId: row.userId,
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    visitorPhone: row.visitorPhone,
    status: row.status,
    unreadCount: row.unreadCount,
    messageCount: row.messageCount,
    lastMessageAt: row.lastMessageAt,
    lastMessagePreview: row.lastMessagePreview,
    lastMessageFromUser: row.lastMessageFromUser,
    createdAt: row.createdAt,
  };
}

const CONVERSATION_COLUMNS = [
  'id',
  'channel',
  'assignedToId',
  'userId',
  'visitorName',
  'visitorEmail',
  'visitorPhone',
  'status',
  'unreadCount',
  'messageCount',
  'lastMessageAt',
  'lastMessagePreview',
  'lastMessageFromUser',
  'staffNotifiedAt',
  'createdAt',
] as const;

/** Chat conversations, messages and staff presence (docs/decisions/014-live-chat.md). All chat SQL is here. */
export function createChatRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /**
   * The inbox searches the visitor's name and e-mail from migration 004's indexes: the trigram
   * `search_text` column on PostgreSQL; on SQLite the FTS5 trigram table, whose LIKE uses its index
   * only without ESCAPE, so `%` and `_` first narrow as wildcards, then the exact text is checked.
   */
  const searchMatches = (eb: ExpressionBuilder<Database, 'chatConversations'>, term: string) => {
    const exact = likePattern(term);
    if (postgres) return sql<SqlBool>`${sql.ref('searchText')} like ${exact} escape '\\'`;
    const loose = `%${term.toLowerCase().replace(/[%_]/g, '_')}%`;
    return eb(
      'id',
      'in',
      sql<string>`(select conversation_id from ${sql.table(CHAT_SEARCH_TABLE)}
        where search_text like ${loose} and search_text like ${exact} escape '\\')`,
    );
  };

  return {
    /**
     * Stores a message and brings its conversation up to date, in the service's transaction: created on the
     * first message or contact save; a visitor message counts as unread, reopens a closed
     * conversation and fills in the visitor's details when given; a staff reply ends the waiting
     * stretch (the next visitor message may e-mail staff again).
     */
    async appendMessage(
      input: NewChatMessage,
      now: Date = new Date(),
      /** Runs inside the transaction, e.g. to publish the change on its commit. */
      afterWrite?: (trx: Kysely<Database>, appended: AppendedMessage) => Promise<void>,
    ): Promise<AppendedMessage> {
      const at = now.toISOString();
      const visitor = input.isFromUser;
      return inGivenTransaction(db, async (trx) => {
        await trx
          .insertInto('chatConversations')
          .values({ id: input.conversationId, userId: visitor ? input.userId : null, lastMessageAt: at, createdAt: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        // Locked on PostgreSQL so two instances appending at once read and count in turn.
        const before = await trx
          .selectFrom('chatConversations')
          .select(CONVERSATION_COLUMNS)
          .where('id', '=', input.conversationId)
          .$if(postgres, (q) => q.forUpdate())
          .executeTakeFirstOrThrow();
        const message = await trx
          .insertInto('chatMessages')
          .values({
            conversationId: input.conversationId,
            userId: input.userId,
            actedById: input.actedById ?? null,
            senderName: input.senderName,
            senderEmail: input.senderEmail,
            senderPhone: input.senderPhone,
            message: input.message,
            isFromUser: visitor,
            // Staff have read their own replies; a visitor's message waits for them.
            status: visitor ? 'unread' : 'read',
            createdAt: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = await trx
          .updateTable('chatConversations')
          .set({
            messageCount: before.messageCount + 1,
            unreadCount: before.unreadCount + (visitor ? 1 : 0),
            lastMessageAt: at,
            lastMessagePreview: preview(input.message),
            lastMessageFromUser: visitor,
            ...(visitor
              ? {
                  status: 'open' as const,
                  ...(input.senderName ? { visitorName: input.senderName } : {}),
                  ...(input.senderEmail ? { visitorEmail: input.senderEmail } : {}),
                  ...(input.senderPhone ? { visitorPhone: input.senderPhone } : {}),
                  ...(before.userId === null && input.userId !== null ? { userId: input.userId } : {}),
                }
              : { staffNotifiedAt: null }),
          })
          .where('id', '=', input.conversationId)
          .returning(CONVERSATION_COLUMNS)
          .executeTakeFirstOrThrow();
        const appended = {
          message,
          conversation: toConversationSummary(after),
          startsWaitingStretch: visitor && before.lastMessageFromUser !== true,
        };
        await afterWrite?.(trx, appended);
        return appended;
      });
    },

    /** A visitor's history, oldest first. An unknown conversation has none. */
    async history(conversationId: string): Promise<ChatHistoryMessage[]> {
      return (
        db
          .selectFrom('chatMessages')
          .select(['id', 'message', 'isFromUser', 'createdAt'])
          .where('conversationId', '=', conversationId)
          // Staff's private notes are never the visitor's to read.
          .where('isNote', '=', false)
          .orderBy('id')
          .execute()
      );
    },

    /** A staff member's private note: stored read, the conversation's counts and preview left as they are. */
    async addNote(
      conversationId: string,
      staff: { id: number; firstName: string },
      text: string,
      now: Date,
      /** Runs inside the transaction, e.g. to publish the note on its commit. */
      afterWrite?: (trx: Kysely<Database>, note: ChatMessageRow) => Promise<void>,
    ): Promise<ChatMessageRow> {
      return inGivenTransaction(db, async (trx) => {
        const note = await trx
          .insertInto('chatMessages')
          .values({
            conversationId,
            userId: staff.id,
            senderName: staff.firstName,
            senderEmail: null,
            senderPhone: null,
            message: text,
            isFromUser: false,
            isNote: true,
            status: 'read',
            createdAt: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await afterWrite?.(trx, note);
        return note;
      });
    },

    /** Every message of a conversation, oldest first, as staff see them. */
    async messages(conversationId: string): Promise<ChatMessageRow[]> {
      return db
        .selectFrom('chatMessages')
        .selectAll()
        .where('conversationId', '=', conversationId)
        .orderBy('id')
        .execute();
    },

    async findMessage(id: number): Promise<ChatMessageRow | undefined> {
      return db.selectFrom('chatMessages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findConversation(id: string): Promise<ChatConversationSummary | undefined> {
      const row = await db
        .selectFrom('chatConversations')
        .select(CONVERSATION_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toConversationSummary(row);
    },

    /** The canned replies, by shortcut. */
    async cannedReplies(): Promise<CannedReply[]> {
      return db
        .selectFrom('chatCannedReplies')
        .select(['id', 'shortcut', 'textEn', 'textEs'])
        .orderBy('shortcut')
        .execute();
    },

    /** A new canned reply (`id` null) or a change to one; undefined when that one is gone. */
    async saveCannedReply(id: number | null, input: CannedReplyInput): Promise<CannedReply | undefined> {
      const values = { ...input, updatedAt: new Date().toISOString() };
      const columns = ['id', 'shortcut', 'textEn', 'textEs'] as const;
      if (id === null) return db.insertInto('chatCannedReplies').values(values).returning(columns).executeTakeFirst();
      return db.updateTable('chatCannedReplies').set(values).where('id', '=', id).returning(columns).executeTakeFirst();
    },

    async deleteCannedReply(id: number): Promise<boolean> {
      const result = await db.deleteFrom('chatCannedReplies').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Gives the conversation to a staff member, or back to the office (null); undefined when there is none. */
    async setAssignee(id: string, assignedToId: number | null): Promise<ChatConversationSummary | undefined> {
      const row = await db
        .updateTable('chatConversations')
        .set({ assignedToId })
        .where('id', '=', id)
        .returning(CONVERSATION_COLUMNS)
        .executeTakeFirst();
      return row && toConversationSummary(row);
    },

    /** The text thread with a phone number (docs/sms.md): its latest conversation, open or closed. */
    async textThreadWith(phone: string): Promise<ChatConversationSummary | undefined> {
      const row = await db
        .selectFrom('chatConversations')
        .select(CONVERSATION_COLUMNS)
        .where('channel', '=', 'sms')
        .where('visitorPhone', '=', phone)
        .orderBy('lastMessageAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row && toConversationSummary(row);
    },

    /** Starts a text thread with a phone number, before its first message (in the service's transaction). */
    async startTextThread(
      id: string,
      phone: string,
      userId: number | null,
      name: string | null,
      now: Date,
    ): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('chatConversations')
        .values({
          id,
          channel: 'sms',
          visitorPhone: phone,
          visitorName: name,
          userId,
          lastMessageAt: at,
          createdAt: at,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /** The inbox: most recent activity first, filtered by status and searched by name and e-mail. */
    async listPage(query: AdminChatListQuery): Promise<Page<ChatConversationSummary>> {
      const term = query.search?.trim();
      const { status } = query;
      let filtered = db.selectFrom('chatConversations');
      if (status !== 'all') filtered = filtered.where('status', '=', status);
      if (term) filtered = filtered.where((eb) => searchMatches(eb, term));
      const [rows, total] = await Promise.all([
        filtered
          .select(CONVERSATION_COLUMNS)
          .orderBy('lastMessageAt', 'desc')
          .orderBy('id', 'desc')
          .$call(onPage(query))
          .execute(),
        countOf(filtered),
      ]);
      return pageOf(rows.map(toConversationSummary), total, query);
    },

    /** Staff read the conversation: its visitor messages become read and the unread count 0. */
    async markRead(id: string): Promise<ChatConversationSummary | undefined> {
      return inGivenTransaction(db, async (trx) => {
        await trx
          .updateTable('chatMessages')
          .set({ status: 'read' })
          .where('conversationId', '=', id)
          .where('isFromUser', '=', true)
          .where('status', '=', 'unread')
          .execute();
        const row = await trx
          .updateTable('chatConversations')
          .set({ unreadCount: 0 })
          .where('id', '=', id)
          .returning(CONVERSATION_COLUMNS)
          .executeTakeFirst();
        return row && toConversationSummary(row);
      });
    },

    async setStatus(id: string, status: ChatConversationStatus): Promise<ChatConversationSummary | undefined> {
      const row = await db
        .updateTable('chatConversations')
        .set({ status })
        .where('id', '=', id)
        .returning(CONVERSATION_COLUMNS)
        .executeTakeFirst();
      return row && toConversationSummary(row);
    },

    /** The sidebar badge: conversations with unread messages, and how many messages. */
    async unreadTotals(): Promise<AdminChatUnread> {
      const row = await db
        .selectFrom('chatConversations')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('conversations'),
          eb.fn.sum<number | string | null>('unreadCount').as('messages'),
        ])
        .where('unreadCount', '>', 0)
        .executeTakeFirstOrThrow();
      return { conversations: Number(row.conversations), messages: Number(row.messages ?? 0) };
    },

    /** The contact-info sub-view: saved on the conversation, which it starts if need be. */
    async saveContact(
      id: string,
      info: ChatContactInfo,
      userId: number | null,
      now: Date = new Date(),
    ): Promise<ChatConversationSummary> {
      const at = now.toISOString();
      const row = await db
        .insertInto('chatConversations')
        .values({
          id,
          userId,
          visitorName: info.senderName,
          visitorEmail: info.senderEmail,
          visitorPhone: info.senderPhone ?? null,
          lastMessageAt: at,
          createdAt: at,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            visitorName: eb.ref('excluded.visitorName'),
            visitorEmail: eb.ref('excluded.visitorEmail'),
            visitorPhone: eb.fn.coalesce('excluded.visitorPhone', 'chatConversations.visitorPhone'),
            userId: eb.fn.coalesce('chatConversations.userId', 'excluded.userId'),
          })),
        )
        .returning(CONVERSATION_COLUMNS)
        .executeTakeFirstOrThrow();
      return toConversationSummary(row);
    },

    /**
     * Claims the staff e-mail for the conversation's waiting stretch: true for exactly one caller
     * (one conditional update), until a staff reply clears it.
     */
    async claimStaffNotice(id: string, now: Date = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('chatConversations')
        .set({ staffNotifiedAt: now.toISOString() })
        .where('id', '=', id)
        .where('staffNotifiedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async savePresence(instanceId: string, staffSockets: number, now: Date = new Date()): Promise<void> {
      const seenAt = now.toISOString();
      await db
        .insertInto('chatPresence')
        .values({ instanceId, staffSockets, seenAt })
        .onConflict((oc) => oc.column('instanceId').doUpdateSet({ staffSockets, seenAt }))
        .execute();
    },

    async deletePresence(instanceId: string): Promise<void> {
      await db.deleteFrom('chatPresence').where('instanceId', '=', instanceId).execute();
    },

    /** Whether any instance reported an open staff socket within the last minute. */
    async anyStaffOnline(now: Date = new Date()): Promise<boolean> {
      const since = new Date(now.getTime() - PRESENCE_FRESH_MS).toISOString();
      const row = await db
        .selectFrom('chatPresence')
        .select('instanceId')
        .where('staffSockets', '>', 0)
        .where('seenAt', '>', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
