import { CompiledQuery, sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/types.js';
import { deadLetterOf } from './job-queue.js';
import { JOB_KINDS } from './job-kinds.js';

const adapters = new WeakMap<Kysely<Database>, PgBoss.Db>();

/**
 * pg-boss's connection: our pool (or a transaction of it), without the app's plugins (its SQL names its
 * own columns). Made once per handle: a write adds its jobs through its transaction's.
 */
export function pgBossDb(db: Kysely<Database>): PgBoss.Db {
  let adapter = adapters.get(db);
  if (!adapter) {
    const plain = db.withoutPlugins();
    adapter = {
      async executeSql(text, values) {
        const result = await plain.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as unknown[] as never[] };
      },
    };
    adapters.set(db, adapter);
  }
  return adapter;
}

/** The schema the app's tables are in: pg-boss's go beside them, so one backup holds both. */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const row = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.withoutPlugins())).rows[0];
  if (!row?.schema) throw new Error('PostgreSQL has no current schema');
  return row.schema;
}

/**
 * Installs pg-boss's tables in the app's schema, or brings them to this version of pg-boss (its own
 * migrations, under its own lock), and makes a queue for each kind of job and for its dead letters.
 * Runs after the app's migrations, at every start, as they do.
 */
export async function installPgBoss(db: Kysely<Database>): Promise<void> {
  const schema = await currentSchema(db);
  const boss = new PgBoss({ db: pgBossDb(db), schema, migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    const have = new Set((await boss.getQueues()).map((q) => q.name));
    for (const kind of JOB_KINDS) {
      for (const name of [kind, deadLetterOf(kind)]) {
        if (!have.has(name)) await boss.createQueue(name, { name, policy: 'standard' });
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
