import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, type DatabaseHandle, type Engine } from '../src/db/connect.js';
import { acquireServerLock } from '../src/db/server-lock.js';
import type { Database } from '../src/db/types.js';
import { createUsersRepository } from '../src/domains/accounts/users-repository.js';
import { engines, freshDatabase, type FreshDatabase } from './fresh-database.js';
import { cli } from './support/cli.js';

async function addUser(db: Kysely<Database>, username: string) {
  return createUsersRepository(db).create({
    username,
    email: `${username}@example.com`,
    firstName: 'Margaret',
    lastName: 'Hill',
    role: 'client',
    passwordHash: 'not-a-real-hash',
  });
}

async function usernames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('users').select('username').orderBy('username').execute();
  return rows.map((r) => r.username);
}

/** Rows are changed and deleted after the backup; the restore must bring back exactly the backup. */
async function changeEverything(db: Kysely<Database>) {
  await db.deleteFrom('users').where('username', '=', 'ruth').execute();
  await db.updateTable('users').set({ username: 'walter-renamed' }).where('username', '=', 'walter').execute();
  await addUser(db, 'after-backup');
}

describe('backup and restore on sqlite', () => {
  let dataDir: string;
  let sqliteFile: string;
  let handle: DatabaseHandle;
  const photo = () => path.join(dataDir, 'photos', 'ab', `ab${'0'.repeat(30)}-full.webp`);
  const env = () => ({ DATA_DIR: dataDir, FILE_STORAGE: 'disk', NODE_ENV: 'production' });

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
    sqliteFile = path.join(dataDir, 'trusted-assistance.sqlite');
    handle = connectDatabase({ sqliteFile });
    await migrateToLatest(handle.db);
    await addUser(handle.db, 'ruth');
    await addUser(handle.db, 'walter');
    fs.mkdirSync(path.dirname(photo()), { recursive: true });
    fs.writeFileSync(photo(), 'photo bytes');
  });
  afterEach(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up a live database and its photos, and a restore brings both back', async () => {
    const out = path.join(dataDir, 'kept', 'nightly.sqlite');
    // The database stays open meanwhile, as a running server's would.
    const backup = await cli('backup', ['--out', out], env());
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up the sqlite database to ${out}`);
    expect(backup.stdout).toContain(
      `The stored files (photos, receipts) are copied to ${path.join(dataDir, 'kept', 'nightly-photos')}.`,
    );
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(dataDir, 'kept', 'nightly-photos', 'ab', path.basename(photo())), 'utf8')).toBe(
      'photo bytes',
    );

    await changeEverything(handle.db);
    fs.rmSync(photo());
    await handle.close();

    const restore = await cli('restore', [out], env());
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The data it replaced is saved in .*backups\/pre-restore-[\dT-]+Z\.sqlite/);

    handle = connectDatabase({ sqliteFile });
    expect(await usernames(handle.db)).toEqual(['ruth', 'walter']);
    expect(fs.readFileSync(photo(), 'utf8')).toBe('photo bytes');
  }, 60_000);

  it('names the backup by its UTC time under DATA_DIR/backups by default', async () => {
    const backup = await cli('backup', [], env());
    expect(backup.code, backup.stderr).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([
      expect.stringMatching(/^trusted-assistance-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-photos$/),
      expect.stringMatching(/^trusted-assistance-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sqlite$/),
    ]);
  }, 60_000);

  it('says that files in an S3 bucket are not in the backup, and that a restore leaves the bucket alone', async () => {
    const withBucket = {
      ...env(),
      FILE_STORAGE: 's3',
      S3_BUCKET: 'ta-files',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'not-printed-anywhere',
    };
    const out = path.join(dataDir, 'kept', 'with-bucket.sqlite');
    const backup = await cli('backup', ['--out', out], withBucket);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(
      'The stored files (photos, receipts) are in the S3 bucket ta-files, NOT in this backup: keep the bucket ' +
        'versioned or copy it elsewhere (docs/deployment.md, "Files in an S3 bucket").',
    );
    expect(fs.existsSync(path.join(dataDir, 'kept', 'with-bucket-photos'))).toBe(false);

    await handle.close();
    const restore = await cli('restore', [out], withBucket);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The stored files stay as they are in the S3 bucket ta-files');
    // The disk's photos folder is not the files' place any more: the restore leaves it as it was.
    expect(fs.readFileSync(photo(), 'utf8')).toBe('photo bytes');
    for (const text of [backup.stdout, backup.stderr, restore.stdout, restore.stderr]) {
      expect(text).not.toContain('not-printed-anywhere');
    }
    handle = connectDatabase({ sqliteFile });
  }, 60_000);

  it('refuses to restore while a server runs on the file, and changes nothing', async () => {
    const out = path.join(dataDir, 'before.sqlite');
    expect((await cli('backup', ['--out', out], env())).code).toBe(0);
    await changeEverything(handle.db);

    const lock = acquireServerLock(sqliteFile);
    try {
      const restore = await cli('restore', [out], env());
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(
        `Not restored: Another Trusted Assistance server is already using ${sqliteFile}.`,
      );
    } finally {
      lock.release();
    }
    expect(await usernames(handle.db)).toEqual(['after-backup', 'walter-renamed']);
  }, 60_000);

  it('refuses a file that is not a database backup', async () => {
    const bogus = path.join(dataDir, 'notes.sqlite');
    fs.writeFileSync(bogus, 'not a database');
    const restore = await cli('restore', [bogus], env());
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`Not restored: ${bogus} is not a readable SQLite database`);
    expect(await usernames(handle.db)).toEqual(['ruth', 'walter']);
  }, 60_000);
});

const postgres: Engine[] = engines.filter((e) => e === 'postgres');

describe.each(postgres)('backup and restore on %s', (engine) => {
  let dataDir: string;
  let database: FreshDatabase;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backup-pg-'));
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up with pg_dump, and pg_restore brings the rows back', async () => {
    const db = database.handle.db;
    await addUser(db, 'ruth');
    await addUser(db, 'walter');
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl as string, NODE_ENV: 'production' };

    const out = path.join(dataDir, 'nightly.dump');
    const backup = await cli('backup', ['--out', out], env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backed up the postgres database to ${out}`);
    expect(backup.stdout).toContain(
      `The stored files (photos, receipts) in ${path.join(dataDir, 'photos')} are NOT in this backup: copy that folder too.`,
    );

    await changeEverything(db);
    const restore = await cli('restore', [out], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/The data it replaced is saved in .*backups\/pre-restore-[\dT-]+Z\.dump/);

    expect(await usernames(db)).toEqual(['ruth', 'walter']);
    // The app still works on the restored schema: identities continue after the restored rows.
    await addUser(db, 'after-restore');
    expect(await usernames(db)).toEqual(['after-restore', 'ruth', 'walter']);
  }, 60_000);
});
