import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import { pgModule } from '../lib/heavy-libraries.js';
import { migrations } from './migrations/index.js';
import { makePrivateFolder, makeSqliteFilesPrivate } from './private-files.js';
import { QueuedSqliteDialect } from './queued-sqlite-dialect.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';
import { BOOLEAN_COLUMNS, type Database } from './types.js';
import { installPgBoss } from '../jobs/pg-boss-install.js';

export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL database name. */
  location: string;
  /** PostgreSQL only: the connection string, for connections outside the pool (chat LISTEN). */
  url?: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** SQLite: a database file's bytes, opened in memory (tests start each database from one migrated copy). */
  sqliteImage?: Buffer;
  /**
   * PostgreSQL: an open pool (from createPgPool) to use instead of a new one; closing the handle leaves it
   * open. The tests keep one per schema, so a test's first queries do not wait for new sessions.
   */
  pgPool?: pg.Pool;
  onPoolError?: (err: Error) => void;
  /**
   * PostgreSQL: PostgreSQL cancels a statement running longer than this (statement_timeout), and the
   * client gives up on one whose answer has not come a second later (a server that stopped answering).
   * Unset: no limit (migrations, backups, the command-line tools).
   */
  queryTimeoutMs?: number;
}

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_DATE = 1082;
const PG_INT8 = 20;

/** Read instants as ISO strings and dates as 'yyyy-MM-dd', as SQLite gives them back. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === PG_TIMESTAMP) return (v: string) => new Date(`${v}Z`).toISOString();
    if (oid === PG_DATE) return (v: string) => v;
    if (oid === PG_INT8) return (v: string) => Number(v);
    return pgModule().types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How long a query waits for a pool connection (and a new connection may take to open). */
export const POOL_CONNECT_TIMEOUT_MS = 3000;

/** A PostgreSQL pool as the app uses one: its type parsers, size, time limits and error handling. */
export function createPgPool(options: ConnectOptions & { databaseUrl: string }): pg.Pool {
  const pool = new (pgModule().Pool)({
    connectionString: options.databaseUrl,
    types: pgTypes,
    max: 10,
    // With the database down, a request waits this long for a connection at most, then gets a 503.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    ...(options.queryTimeoutMs
      ? { statement_timeout: options.queryTimeoutMs, query_timeout: options.queryTimeoutMs + 1000 }
      : {}),
  });
  // An idle client losing its connection must not crash the process; queries fail and recover.
  pool.on('error', (err) => options.onPoolError?.(err));
  // A connection can also fail while a query holds its client: pg then emits 'error' on the client,
  // which the pool does not listen to while lent, and an unheard 'error' ends the process. The
  // query fails on its own (answered 503) and the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', (err) => options.onPoolError?.(err)));
  return pool;
}

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = options.pgPool ?? createPgPool({ ...options, databaseUrl: options.databaseUrl });
    // A pool handed in stays open when this handle closes: its owner ends it.
    const dialectPool = options.pgPool ? { connect: () => pool.connect(), end: async () => undefined } : pool;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: dialectPool }),
      plugins: [new CamelCasePlugin()],
    });
    return {
      db,
      engine: 'postgres',
      location: new URL(options.databaseUrl).pathname.slice(1) || 'postgres',
      url: options.databaseUrl,
      close: () => db.destroy(),
    };
  }
  const file = options.sqliteImage ? ':memory:' : (options.sqliteFile ?? ':memory:');
  if (file !== ':memory:') {
    makePrivateFolder(path.dirname(file));
    makeSqliteFilesPrivate(file);
  }
  const sqlite = new SQLite(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new QueuedSqliteDialect({ database: reusingStatements(sqlite) }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin(BOOLEAN_COLUMNS)],
  });
  return { db, engine: 'sqlite', location: file, close: () => db.destroy() };
}

/**
 * The Migrator for this database. Migrations are written in snake_case, so they run without
 * plugins. Kysely looks for its bookkeeping tables in every schema; on PostgreSQL they are pinned
 * to the current schema, so another schema in the same database (another app, a parallel test)
 * cannot confuse it.
 */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  const plain = db.withoutPlugins();
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(plain)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db: plain,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

const migrationNames = Object.keys(migrations).sort();

/**
 * Whether every migration has run: the usual case at a start. Kysely's Migrator first looks through the
 * database's tables (on PostgreSQL, every schema's columns), which was most of a start's time; one read
 * of its bookkeeping table answers instead. Anything else (no such table yet, a migration missing or
 * unknown) goes to the Migrator, which runs or refuses as it always did.
 */
async function allMigrationsRan(db: Kysely<Database>): Promise<boolean> {
  const plain = db.withoutPlugins();
  try {
    // On PostgreSQL the table is read in the current schema only, where the Migrator keeps it.
    const schema =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(plain)).rows[0]?.schema
        : undefined;
    const table = schema ? sql.table(`${schema}.kysely_migration`) : sql.table('kysely_migration');
    const { rows } = await sql<{ count: number | string; last: string | null }>`
      select count(*) as count, max(name) as last from ${table}`.execute(plain);
    const row = rows[0];
    return Number(row?.count) === migrationNames.length && row?.last === migrationNames.at(-1);
  } catch {
    return false;
  }
}

/**
 * Brings the schema up to date: the app's migrations, then on PostgreSQL the job queue's own tables
 * (pg-boss installs or upgrades them, jobs/pg-boss-install.ts). Returns the names of the migrations applied.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await allMigrationsRan(db)) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await installPgBoss(db);
    return [];
  }
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (db.getExecutor().adapter instanceof PostgresAdapter) await installPgBoss(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** How many distinct SQL texts keep a prepared statement (the app has a few hundred queries). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks SQLite to prepare every query afresh; parsing and planning were about a tenth of the
 * server's time on a simple read. Statements are kept by their SQL text and reused (SQLite
 * re-prepares one itself if the schema changes); one still busy streaming rows is not shared.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const known = statements.get(text);
      if (known && !known.busy) return known;
      const statement = sqlite.prepare(text);
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
