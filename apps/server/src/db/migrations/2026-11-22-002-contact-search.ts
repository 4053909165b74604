import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * Contact search that stays fast at 100,000 requests. Staff search for any part of
 * a name, e-mail, message, service or tracking code (substring, any case), which no
 * ordinary index can answer:
 * - PostgreSQL: a generated column `search_text` with those fields in lower case, and a trigram
 *   (pg_trgm) index on it that `search_text like '%term%'` uses. One column and one index: the
 *   planner picks the index where six per-column indexes lost to a (slow) scan of six lower()s.
 *   pg_trgm ships with PostgreSQL and is a trusted extension; where it cannot be installed the
 *   search still works, without the index.
 * - SQLite: an FTS5 table with the trigram tokenizer holding the searched text of each request,
 *   kept up to date by triggers; its LIKE is answered from the trigram index.
 */
const COLUMNS = ['first_name', 'last_name', 'email', 'message', 'service_interest', 'tracking_token'] as const;

/** The SQLite search table: one row per request, rowid = contact_requests.id. */
export const CONTACT_SEARCH_TABLE = 'contact_requests_search';

/** The searched fields of a row, one per line (char(10) on SQLite, E'\n' on PostgreSQL). */
const searchText = (row: 'new' | null, newline: string) =>
  COLUMNS.map((c) => (row ? `${row}.${c}` : c)).join(` || ${newline} || `);

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table contact_requests add column search_text text
           generated always as (lower(${searchText(null, "E'\\n'")})) stored`,
      )
      .execute(db);
    const schema = await trigramSchema(db);
    if (schema) {
      await sql`create index contact_requests_search_text_trgm on contact_requests
        using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    }
    return;
  }

  await sql
    .raw(`create virtual table ${CONTACT_SEARCH_TABLE} using fts5(search_text, tokenize = 'trigram')`)
    .execute(db);
  await sql
    .raw(
      `insert into ${CONTACT_SEARCH_TABLE} (rowid, search_text) select id, ${searchText(null, 'char(10)')} from contact_requests`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_search_insert after insert on contact_requests begin
         insert into ${CONTACT_SEARCH_TABLE} (rowid, search_text) values (new.id, ${searchText('new', 'char(10)')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_search_update after update of ${COLUMNS.join(', ')} on contact_requests begin
         update ${CONTACT_SEARCH_TABLE} set search_text = ${searchText('new', 'char(10)')} where rowid = new.id;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contact_requests_search_delete after delete on contact_requests begin
         delete from ${CONTACT_SEARCH_TABLE} where rowid = old.id;
       end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // The extension stays: other schemas in the database may use it.
    await db.schema.dropIndex('contact_requests_search_text_trgm').ifExists().execute();
    await db.schema.alterTable('contact_requests').dropColumn('search_text').execute();
    return;
  }
  for (const trigger of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists contact_requests_search_${trigger}`).execute(db);
  }
  await sql.raw(`drop table if exists ${CONTACT_SEARCH_TABLE}`).execute(db);
}

/**
 * The schema holding pg_trgm, installing it in `public` when missing. Undefined when it cannot
 * be installed (no permission, not shipped); the savepoint keeps the migration's transaction
 * usable after a refusal.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await installed();
  if (existing) return existing;
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
  } catch {
    // Also the loser of two first migrations at once: the winner's extension is there now.
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
  }
  return installed();
}
