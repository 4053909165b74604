import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers.js';

/**
 * The back office's Users list at 100,000 accounts (lists that grow stay fast).
 * - Newest first, a page at a time: an index on (created_at, id) reads a page straight from the
 *   index instead of sorting the table on every request.
 * - Search (any part of the username, e-mail, first or last name, any case), the same way
 *   as migration 002 does it for contacts: on PostgreSQL a generated lower-case `search_text`
 *   column with a pg_trgm index (when 002 could install pg_trgm); on SQLite an FTS5 trigram table
 *   kept up to date by triggers. The role, the fifth searched field, has three values and is
 *   matched in the repository.
 */
const COLUMNS = ['username', 'email', 'first_name', 'last_name'] as const;

/** The SQLite search table: one row per account, rowid = users.id. */
export const USERS_SEARCH_TABLE = 'users_search';

/** The searched fields of a row, one per line (char(10) on SQLite, E'\n' on PostgreSQL). */
const searchText = (row: 'new' | null, newline: string) =>
  COLUMNS.map((c) => (row ? `${row}.${c}` : c)).join(` || ${newline} || `);

// Migrations take Kysely<any> (kysely.dev): they describe the schema at one point in time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_created_at_id').on('users').columns(['created_at', 'id']).execute();

  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table users add column search_text text
           generated always as (lower(${searchText(null, "E'\\n'")})) stored`,
      )
      .execute(db);
    const schema = await trigramSchema(db);
    if (schema) {
      await sql`create index users_search_text_trgm on users
        using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    }
    return;
  }

  await sql.raw(`create virtual table ${USERS_SEARCH_TABLE} using fts5(search_text, tokenize = 'trigram')`).execute(db);
  await sql
    .raw(`insert into ${USERS_SEARCH_TABLE} (rowid, search_text) select id, ${searchText(null, 'char(10)')} from users`)
    .execute(db);
  await sql
    .raw(
      `create trigger users_search_insert after insert on users begin
         insert into ${USERS_SEARCH_TABLE} (rowid, search_text) values (new.id, ${searchText('new', 'char(10)')});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_search_update after update of ${COLUMNS.join(', ')} on users begin
         update ${USERS_SEARCH_TABLE} set search_text = ${searchText('new', 'char(10)')} where rowid = new.id;
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_search_delete after delete on users begin
         delete from ${USERS_SEARCH_TABLE} where rowid = old.id;
       end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropIndex('users_search_text_trgm').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('search_text').execute();
  } else {
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql.raw(`drop trigger if exists users_search_${trigger}`).execute(db);
    }
    await sql.raw(`drop table if exists ${USERS_SEARCH_TABLE}`).execute(db);
  }
  await db.schema.dropIndex('users_created_at_id').ifExists().execute();
}

/** The schema holding pg_trgm (migration 002 installs it where it may); undefined without it. */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
