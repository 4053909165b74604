import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase, migrateToLatest, type DatabaseHandle, type Engine } from '../src/db/connect.js';

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
 * another test file drops its schema at that moment. Code that migrates holds this advisory lock
 * shared; dropping a schema holds it exclusively, so the two never overlap.
 */
const SCHEMA_LOCK = 7_214_019;

export async function whileSchemasStable<T>(run: () => Promise<T>): Promise<T> {
  if (!testDatabaseUrl) return run();
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    return await run();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

async function withAdminClient(databaseUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function freshPostgresSchema(baseUrl: string, migrate: boolean): Promise<FreshDatabase> {
  // Lower-case letters and digits only, so the name needs no quoting anywhere.
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await withAdminClient(baseUrl, (c) => c.query(`create schema ${schema}`));

  const databaseUrl = withSearchPath(baseUrl, schema);
  const handle = connectDatabase({ databaseUrl });
  let done = false;
  const cleanup = async () => {
    if (done) return;
    done = true;
    await handle.close();
    await withAdminClient(baseUrl, async (c) => {
      await c.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await c.query(`drop schema if exists ${schema} cascade`);
    });
  };

  try {
    // If the search path were ignored, the tests would write into the shared schema: refuse.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    if (rows[0]?.schema !== schema) {
      throw new Error(`search_path was not applied: current schema is ${rows[0]?.schema ?? 'none'}`);
    }
    if (migrate) await whileSchemasStable(() => migrateToLatest(handle.db));
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { handle, databaseUrl, cleanup };
}
