import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { NO_MIGRATIONS, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/connect.js';
import { migrations } from '../src/db/migrations/index.js';
import {
  engines,
  freshDatabase,
  whileDroppingTables,
  whileSchemasStable,
  type FreshDatabase,
} from './fresh-database.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe.each(engines)('migrations on %s', (engine) => {
  let database: FreshDatabase | undefined;
  afterEach(async () => {
    await database?.cleanup();
  });

  it('create every table, seed the service types, and reverse cleanly', async () => {
    database = await freshDatabase(engine, { migrate: false });
    const { db } = database.handle;
    // Kysely reads every schema's tables: hold the lock that keeps other files' schemas in place.
    expect(await whileSchemasStable(() => migrateToLatest(db))).toEqual(Object.keys(migrations));
    expect(await whileSchemasStable(() => migrateToLatest(db))).toEqual([]);

    // Only this database's own schema (PostgreSQL tests share a server, one schema each).
    const schema =
      engine === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
        : undefined;
    const ownTables = async () =>
      (await whileSchemasStable(() => db.introspection.getTables()))
        .filter((t) => !schema || t.schema === schema)
        .map((t) => t.name);
    const tables = await ownTables();
    for (const table of [
      'users',
      'sessions',
      'password_reset_tokens',
      'service_types',
      'contact_requests',
      'blog_posts',
      'blog_comments',
      'subscriptions',
      'appointments',
      'chat_messages',
      'furniture_photos',
      'photo_blobs',
      'email_outbox',
      'events',
      'email_sealed_texts',
      ...(engine === 'sqlite' ? ['queued_jobs'] : ['job', 'queue', 'archive']),
      'price_items',
      'quotes',
      'quote_versions',
      'quote_lines',
      'quote_responses',
      'job_items',
      'number_sequences',
      'invoices',
      'invoice_lines',
      'payments',
      'notary_entries',
    ]) {
      expect(tables).toContain(table);
    }

    const services = await db
      .selectFrom('serviceTypes')
      .select(['id', 'name', 'color', 'duration'])
      .orderBy('id')
      .execute();
    expect(services.slice(0, 7).map((s) => s.name)).toEqual([
      'Home Assistance',
      'Tech Support',
      'Transportation',
      'Furniture Assembly',
      'Paperwork Assistance',
      'Notary Services',
      'Project Management',
    ]);
    expect(services.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Seasonal Property Management', 'Return Home Preparation']),
    );
    expect(services.every((s) => /^#[0-9a-f]{6}$/.test(s.color) && s.duration > 0)).toBe(true);
    // New rows continue after the seeded ids on both engines.
    const added = await db
      .insertInto('serviceTypes')
      .values({ name: 'Pet Care Visits', duration: 60, color: '#000000', createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(added.id).toBe(services.length + 1);

    const down = await whileDroppingTables(async () => (await createMigrator(db)).migrateTo(NO_MIGRATIONS));
    expect(down.error).toBeUndefined();
    // pg-boss's tables are its own (installed after ours, jobs/pg-boss-install.ts): the app's migrations leave them.
    const pgBoss = /^(job|queue|archive|version|schedule|subscription|j[0-9a-f]{56})$/;
    const left = await ownTables();
    expect(left.filter((t) => !t.startsWith('kysely_') && !pgBoss.test(t))).toEqual([]);
  });

  it('apply only what a database lacks when it is one migration behind', async () => {
    database = await freshDatabase(engine, { migrate: false });
    const { db } = database.handle;
    const names = Object.keys(migrations);
    const behind = await whileSchemasStable(async () => (await createMigrator(db)).migrateTo(names.at(-2)!));
    expect(behind.error).toBeUndefined();
    // The quick check at start (all ran?) says no, so the Migrator runs the last one.
    expect(await whileSchemasStable(() => migrateToLatest(db))).toEqual([names.at(-1)]);
    expect(await whileSchemasStable(() => migrateToLatest(db))).toEqual([]);
  });
});

describe('npm run db:migrate', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the SQLite file under DATA_DIR, then reports it up to date', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-migrate-'));
    const migrate = () =>
      run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/cli/migrate.ts'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
    expect((await migrate()).stdout).toContain(`Applied ${Object.keys(migrations).length} migration(s) to sqlite`);
    expect(fs.existsSync(path.join(dataDir, 'trusted-assistance.sqlite'))).toBe(true);
    expect((await migrate()).stdout).toMatch(/already up to date/);
  });
});
