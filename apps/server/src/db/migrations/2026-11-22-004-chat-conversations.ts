import { sql, type Kysely } from 'kysely';
import { boolType, createdAt, isPostgres, timestampType } from './schema-helpers.js';

/**
 * Live chat (docs/decisions/014-live-chat.md):
 * - `chat_conversations`: one row per conversation, kept up to date with each message, so the staff
 *   inbox pages, filters and counts unread without grouping every message. Conversations that
 *   already have messages are filled in from them.
 * - `chat_presence`: each server instance's number of open staff sockets, refreshed every 20 s, so
 *   any instance can tell whether a staff member is online anywhere.
 * - The inbox lists most recent activity first, with or without a status filter, and the unread
 *   badge reads a partial index of conversations with unread messages.
 * - History is read oldest first by id: an index on (conversation_id, id).
 * - The inbox searches the visitor's name and e-mail as migration 003 does users: a trigram-indexed
 *   generated `search_text` on PostgreSQL (when pg_trgm is there), an FTS5 trigram table on SQLite.
 */
const COLUMNS = ['visitor_name', 'visitor_email'] as const;

/** The SQLite search table: one row per conversation (conversation_id, search_text). */
export const CHAT_SEARCH_TABLE = 'chat_conversations_search';

const searchText = (row: 'new' | null, newline: string) =>
  COLUMNS.map((c) => `coalesce(${row ? `${row}.${c}` : c}, '')`).join(` || ${newline} || `);

// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visitor_name', 'text')
    .addColumn('visitor_email', 'text')
    .addColumn('visitor_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', ts, (c) => c.notNull())
    .addColumn('last_message_preview', 'text')
    .addColumn('last_message_from_user', boolType(db))
    .addColumn('staff_notified_at', ts)
    .addColumn('created_at', ts, createdAt(db))
    .execute();
  await db.schema
    .createIndex('chat_conversations_status_last')
    .on('chat_conversations')
    .columns(['status', 'last_message_at'])
    .execute();
  await db.schema.createIndex('chat_conversations_last').on('chat_conversations').column('last_message_at').execute();
  // The sidebar's unread badge reads only conversations with unread messages.
  await sql`create index chat_conversations_unread on chat_conversations (unread_count) where unread_count > 0`.execute(
    db,
  );
  await db.schema
    .createIndex('chat_messages_conversation_id')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  await db.schema
    .createTable('chat_presence')
    .addColumn('instance_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_sockets', 'integer', (c) => c.notNull())
    .addColumn('seen_at', ts, (c) => c.notNull())
    .execute();

  // Conversations from messages stored before this migration.
  const latest = (column: string, where = '') =>
    `(select m2.${column} from chat_messages m2 where m2.conversation_id = m.conversation_id ${where}
      order by m2.id desc limit 1)`;
  await sql
    .raw(
      `insert into chat_conversations (id, user_id, visitor_name, visitor_email, visitor_phone, status,
         unread_count, message_count, last_message_at, last_message_preview, last_message_from_user, created_at)
       select m.conversation_id,
         ${latest('user_id', 'and m2.user_id is not null')},
         ${latest('sender_name', 'and m2.is_from_user and m2.sender_name is not null')},
         ${latest('sender_email', 'and m2.is_from_user and m2.sender_email is not null')},
         ${latest('sender_phone', 'and m2.is_from_user and m2.sender_phone is not null')},
         'open',
         sum(case when m.is_from_user and m.status = 'unread' then 1 else 0 end),
         count(*),
         max(m.created_at),
         substr(${latest('message')}, 1, 140),
         ${latest('is_from_user')},
         min(m.created_at)
       from chat_messages m group by m.conversation_id`,
    )
    .execute(db);

  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table chat_conversations add column search_text text
           generated always as (lower(${searchText(null, "E'\\n'")})) stored`,
      )
      .execute(db);
    const schema = await trigramSchema(db);
    if (schema) {
      await sql`create index chat_conversations_search_text_trgm on chat_conversations
        using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    }
    return;
  }

  // Keyed by the conversation id: a table without an integer primary key may renumber its rowids.
  await sql
    .raw(
      `create virtual table ${CHAT_SEARCH_TABLE} using fts5(conversation_id unindexed, search_text, tokenize = 'trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${CHAT_SEARCH_TABLE} (conversation_id, search_text)
       select id, lower(${searchText(null, 'char(10)')}) from chat_conversations`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger chat_conversations_search_insert after insert on chat_conversations begin
         insert into ${CHAT_SEARCH_TABLE} (conversation_id, search_text) values (new.id, lower(${searchText('new', 'char(10)')}));
       end`,
    )
    .execute(db);
  // Only when the name or e-mail really changes (rarely), as finding the row reads the whole table.
  await sql
    .raw(
      `create trigger chat_conversations_search_update after update of ${COLUMNS.join(', ')} on chat_conversations
       when old.visitor_name is not new.visitor_name or old.visitor_email is not new.visitor_email begin
         update ${CHAT_SEARCH_TABLE} set search_text = lower(${searchText('new', 'char(10)')})
         where conversation_id = new.id;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger chat_conversations_search_delete after delete on chat_conversations begin
         delete from ${CHAT_SEARCH_TABLE} where conversation_id = old.id;
       end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists chat_conversations_search_${trigger}`).execute(db);
    }
    await sql.raw(`drop table if exists ${CHAT_SEARCH_TABLE}`).execute(db);
  }
  await db.schema.dropIndex('chat_messages_conversation_id').ifExists().execute();
  await db.schema.dropTable('chat_presence').ifExists().execute();
  await db.schema.dropTable('chat_conversations').ifExists().execute();
}

/** The schema holding pg_trgm (migration 002 installs it where it may); undefined without it. */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
