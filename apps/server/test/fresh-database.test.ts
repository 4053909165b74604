import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabase, whileDroppingTables, type FreshDatabase } from './fresh-database.js';

/** What a test can see of a database: each table's rows, and what the next id of each would be. */
async function contents(database: FreshDatabase) {
  const { db } = database.handle;
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    if (name.startsWith('kysely_migration')) continue;
    // The seeded rows carry the time their migration ran (pg-boss's queues the time it made them), which
    // differs between two new schemas too.
    rows[name] = (await sql.raw<Record<string, unknown>>(`select * from "${name}" order by 1`).execute(db)).rows.map(
      ({ createdAt, updatedAt, createdOn, updatedOn, installedOn, ...row }) => ({
        ...row,
        stamped: [createdAt, updatedAt, createdOn, updatedOn, installedOn].map((at) => at !== undefined),
      }),
    );
  }
  const sequences = await sql<{ name: string; lastValue: string | null }>`
    select sequencename as name, last_value as "lastValue" from pg_sequences
    where schemaname = current_schema() order by sequencename`.execute(db);
  return { rows, sequences: sequences.rows };
}

/**
 * The PostgreSQL schemas a test process hands out again must read exactly as a newly migrated one:
 * no row a test left, the migrations' seeded rows back, every id counting from where it started.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL test schema used again', () => {
  it('holds what a new one holds, whatever the test before wrote', async () => {
    const first = await freshDatabase('postgres');
    const schema = first.databaseUrl;
    const fresh = await contents(first);
    const { db } = first.handle;
    await db
      .insertInto('users')
      .values({
        username: 'left.behind',
        email: 'left@example.com',
        firstName: 'Left',
        lastName: 'Behind',
        passwordHash: 'x',
        role: 'client',
      })
      .execute();
    await db.deleteFrom('serviceTypes').where('id', '=', 1).execute();
    await db.updateTable('numberSequences').set({ lastValue: 41 }).execute();
    await first.cleanup();

    const again = await freshDatabase('postgres');
    try {
      // The same schema, handed out again (not a new one that would pass by being new).
      expect(again.databaseUrl).toBe(schema);
      expect(await contents(again)).toEqual(fresh);
    } finally {
      await again.cleanup();
    }
  });

  it('drops a schema whose tables a test changed, and hands out a new one', async () => {
    const first = await freshDatabase('postgres');
    const fresh = await contents(first);
    await whileDroppingTables(() => first.handle.db.schema.dropTable('sessions').execute());
    const schema = first.databaseUrl;
    await first.cleanup();

    const again = await freshDatabase('postgres');
    try {
      expect(again.databaseUrl).not.toBe(schema);
      expect(await contents(again)).toEqual(fresh);
    } finally {
      await again.cleanup();
    }
  });
});
