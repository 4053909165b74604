import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, createPgPool, migrateToLatest, type DatabaseHandle, type Engine } from '../src/db/connect.js';

const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. Use with describe.each. */
export const engines: Engine[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface FreshDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL only: a URL that reaches this database's schema, e.g. for the app's DATABASE_URL. */
  databaseUrl?: string;
  /** Closes the connection and, on PostgreSQL, drops the schema. Safe to call twice. */
  cleanup(): Promise<void>;
}

export interface FreshDatabaseOptions {
  /** Run the migrations (default). Turn off to test the migrations themselves. */
  migrate?: boolean;
}

/**
 * An empty database per call: in-memory SQLite, or a new schema `t_<random>` in the
 * TEST_DATABASE_URL database, so test files can run in parallel against one PostgreSQL server.
 */
export async function freshDatabase(engine: Engine, options: FreshDatabaseOptions = {}): Promise<FreshDatabase> {
  const migrate = options.migrate ?? true;
  if (engine === 'sqlite') {
    const handle = connectDatabase(migrate ? { sqliteImage: await migratedSqliteImage() } : { sqliteFile: ':memory:' });
    let closed = false;
    const cleanup = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    try {
      if (migrate) await migrateToLatest(handle.db);
    } catch (err) {
      await cleanup();
      throw err;
    }
    return { handle, cleanup };
  }
  return freshPostgresSchema(requireTestDatabaseUrl(), migrate);
}

let sqliteImage: Promise<Buffer> | undefined;

/**
 * A migrated SQLite database's bytes, made once per test process: each fresh database opens a copy
 * in memory instead of running every migration again (the app's own check at start still runs).
 */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-sqlite-image-'));
    const file = path.join(folder, 'migrated.sqlite');
    const handle = connectDatabase({ sqliteFile: ':memory:' });
    try {
      await migrateToLatest(handle.db);
      await sql`vacuum into ${file}`.execute(handle.db);
      return await fs.readFile(file);
    } finally {
      await handle.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

function requireTestDatabaseUrl(): string {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL tests cannot run');
  return testDatabaseUrl;
}

/** Adds `-c search_path=<schema>` to the URL's libpq `options`, which pg sends at connection start. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  const existing = url.searchParams.get('options');
  url.searchParams.set('options', [existing, `-c search_path=${schema}`].filter(Boolean).join(' '));
  return url.href;
}

/**
 * Kysely's migrator lists the tables of every schema (has_schema_privilege on each), which fails if
 * another test file drops a schema or a table at that moment. Code that migrates holds this advisory
 * lock shared; dropping a schema or a table holds it exclusively, so the two never overlap.
 */
export const SCHEMA_LOCK = 7_214_019;

let adminPool: pg.Pool | undefined;

/**
 * Sessions for the set-up's own statements (the schema lock, emptying and dropping schemas), kept open
 * between tests: a new PostgreSQL session costs the server about 7 ms, and reads every table's
 * definition again before it can empty one.
 */
function adminSessions(): pg.Pool {
  adminPool ??= new pg.Pool({
    connectionString: requireTestDatabaseUrl(),
    max: 10,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  return adminPool;
}

async function holdingSchemaLock<T>(mode: 'shared' | 'exclusive', run: () => Promise<T>): Promise<T> {
  if (!testDatabaseUrl) return run();
  const client = await adminSessions().connect();
  let broken: Error | undefined;
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [
      SCHEMA_LOCK,
    ]);
    return await run();
  } finally {
    await client
      .query(mode === 'shared' ? 'select pg_advisory_unlock_shared($1)' : 'select pg_advisory_unlock($1)', [
        SCHEMA_LOCK,
      ])
      .catch((err: Error) => (broken = err));
    // A session that could not let go of the lock is closed, which lets go of it.
    client.release(broken);
  }
}

/** Runs code that reads every schema's tables (a migration) while no test drops one. */
export function whileSchemasStable<T>(run: () => Promise<T>): Promise<T> {
  return holdingSchemaLock('shared', run);
}

/** Runs code that drops tables (a test breaking its database, migrations run down) while none is read. */
export function whileDroppingTables<T>(run: () => Promise<T>): Promise<T> {
  return holdingSchemaLock('exclusive', run);
}

async function withAdminClient(run: (client: pg.PoolClient) => Promise<unknown>): Promise<void> {
  const client = await adminSessions().connect();
  let broken: Error | undefined;
  try {
    await run(client);
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    client.release(broken);
  }
}

/**
 * Each test process keeps the migrated schemas its tests are done with, emptied back to what the
 * migrations left (their seeded rows and sequence values, copied from a seed schema migrated once),
 * and hands them out again: emptying one costs a tenth of migrating a new one. A schema whose tables
 * a test changed (dropped one, say) is dropped instead. `pg-schemas.ts` drops them all after the run.
 */
interface SchemaSeed {
  schema: string;
  /** Every table of the app, and of those the ones the migrations put rows in. */
  tables: string[];
  seededTables: string[];
  sequences: { name: string; lastValue: string | null }[];
  /** The tables, columns, indexes and triggers, to tell a schema a test changed. */
  shape: string;
}

/** A schema emptied back to the seed, with its pool's sessions still open (search path set, tables known). */
interface IdleSchema {
  schema: string;
  pool: pg.Pool;
}
const idleSchemas: IdleSchema[] = [];
let seed: Promise<SchemaSeed> | undefined;

/** The run's prefix for schema names, so the teardown drops this run's schemas and no one else's. */
function schemaName(): string {
  return `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
}

const SHAPE_QUERY = `
  select
    (select string_agg(c.relname || ':' || c.relkind::text, ',' order by c.relname)
       from pg_class c where c.relnamespace = $1::regnamespace)
    || '|' || (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid
                 where c.relnamespace = $1::regnamespace and a.attnum > 0 and not a.attisdropped)
    || '|' || (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
                 where c.relnamespace = $1::regnamespace) as shape`;

async function schemaShape(client: pg.ClientBase, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE_QUERY, [schema]);
  return rows[0]?.shape ?? '';
}

function schemaSeed(baseUrl: string): Promise<SchemaSeed> {
  seed ??= (async () => {
    const schema = schemaName();
    await withAdminClient((c) => c.query(`create schema ${schema}`));
    const handle = connectDatabase({ databaseUrl: withSearchPath(baseUrl, schema) });
    try {
      await whileSchemasStable(() => migrateToLatest(handle.db));
    } finally {
      await handle.close();
    }
    const result: SchemaSeed = { schema, tables: [], seededTables: [], sequences: [], shape: '' };
    await withAdminClient(async (c) => {
      const tables = await c.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'`,
        [schema],
      );
      for (const { name } of tables.rows) {
        result.tables.push(name);
        const { rows } = await c.query(`select 1 from ${schema}."${name}" limit 1`);
        if (rows.length > 0) result.seededTables.push(name);
      }
      const sequences = await c.query<{ name: string; lastValue: string | null }>(
        `select sequencename as name, last_value as "lastValue" from pg_sequences where schemaname = $1`,
        [schema],
      );
      result.sequences = sequences.rows;
      result.shape = await schemaShape(c, schema);
    });
    return result;
  })();
  return seed;
}

/** Empties a used schema back to the seed; false when its shape changed (then it is dropped). */
async function resetToSeed(client: pg.ClientBase, schema: string, from: SchemaSeed): Promise<boolean> {
  if ((await schemaShape(client, schema)) !== from.shape) return false;
  const statements = [
    'begin',
    // Foreign keys are not checked while the rows go: every table is emptied, so none dangles.
    'set local session_replication_role = replica',
    ...from.tables.map((table) => `delete from ${schema}."${table}"`),
    ...from.seededTables.map(
      (table) => `insert into ${schema}."${table}" overriding system value select * from ${from.schema}."${table}"`,
    ),
    ...from.sequences.map(({ name, lastValue }) =>
      lastValue === null
        ? `select setval('${schema}."${name}"', 1, false)`
        : `select setval('${schema}."${name}"', ${Number(lastValue)}, true)`,
    ),
    'commit',
  ];
  await client.query(statements.join(';\n'));
  return true;
}

async function freshPostgresSchema(baseUrl: string, migrate: boolean): Promise<FreshDatabase> {
  const pooled = migrate ? idleSchemas.pop() : undefined;
  const schemaSeedReady = migrate ? schemaSeed(baseUrl) : undefined;
  // Lower-case letters and digits only, so the name needs no quoting anywhere.
  const schema = pooled?.schema ?? schemaName();
  if (!pooled) await withAdminClient((c) => c.query(`create schema ${schema}`));

  const databaseUrl = withSearchPath(baseUrl, schema);
  // The schema's pool outlives the test's handle, so the next test that gets the schema finds its
  // sessions open. A test that ended with a session still lent out (a query hanging, a transaction
  // left open) does not pass its schema on.
  const pool = pooled?.pool ?? createPgPool({ databaseUrl });
  const handle = connectDatabase({ databaseUrl, pgPool: pool });
  let done = false;
  const cleanup = async () => {
    if (done) return;
    done = true;
    await handle.close();
    // A session still lent out is ended first: the locks it may hold would stop the drop below.
    const settled = pool.totalCount === pool.idleCount && pool.waitingCount === 0;
    if (!settled) await pool.end().catch(() => undefined);
    let reused = false;
    await withAdminClient(async (c) => {
      const from = schemaSeedReady ? await schemaSeedReady : undefined;
      reused = settled && from ? await resetToSeed(c, schema, from).catch(() => false) : false;
      if (reused) {
        idleSchemas.push({ schema, pool });
        return;
      }
      await c.query('rollback').catch(() => undefined);
      await c.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      try {
        await c.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await c.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]);
      }
    });
    if (settled && !reused) await pool.end().catch(() => undefined);
  };

  try {
    // If the search path were ignored, the tests would write into the shared schema: refuse.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    if (rows[0]?.schema !== schema) {
      throw new Error(`search_path was not applied: current schema is ${rows[0]?.schema ?? 'none'}`);
    }
    if (migrate && !pooled) await whileSchemasStable(() => migrateToLatest(handle.db));
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { handle, databaseUrl, cleanup };
}
