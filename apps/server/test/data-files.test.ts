import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupSqlite } from '../src/db/backup.js';
import { connectDatabase } from '../src/db/connect.js';
import { acquireServerLock } from '../src/db/server-lock.js';
import { loadConfig } from '../src/config.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// The SQLite database holds clients' personal details: its folder is the service account's only
// (0700), and the database, its -wal and -shm, the server lock, backups and the secrets key are
// readable by it only (0600), whatever the umask (docs/deployment.md).
describe('the data files on disk', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-data-'));
    // The usual umask of a server: files 0644 and folders 0755 unless the app says otherwise.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function written(file: string) {
    const handle = connectDatabase({ sqliteFile: file });
    await sql`create table if not exists notes (id integer primary key, body text)`.execute(handle.db);
    await sql`insert into notes (body) values ('Gate code 4321')`.execute(handle.db);
    return handle;
  }

  it('creates the data folder 0700 and the database, -wal and -shm 0600', async () => {
    const file = path.join(root, 'data', 'trusted-assistance.sqlite');
    const handle = await written(file);
    try {
      expect(modeOf(path.dirname(file)).toString(8)).toBe('700');
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(name).toString(8), name).toBe('600');
    } finally {
      await handle.close();
    }
  });

  it('takes group and world access away from a database made before', async () => {
    const dir = path.join(root, 'old');
    fs.mkdirSync(dir);
    const file = path.join(dir, 'trusted-assistance.sqlite');
    await (await written(file)).close();
    fs.chmodSync(file, 0o644);
    const handle = await written(file);
    try {
      expect(modeOf(file).toString(8)).toBe('600');
      expect(modeOf(`${file}-wal`).toString(8)).toBe('600');
    } finally {
      await handle.close();
    }
  });

  it('keeps the server lock and a backup to the service account', async () => {
    const dataDir = path.join(root, 'data');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    await (await written(config.sqliteFile)).close();
    const lock = acquireServerLock(config.sqliteFile);
    try {
      expect(modeOf(lock.file).toString(8)).toBe('600');
    } finally {
      lock.release();
    }
    const out = path.join(root, 'backups', 'copy.sqlite');
    await backupSqlite(config, out);
    expect(modeOf(path.dirname(out)).toString(8)).toBe('700');
    expect(modeOf(out).toString(8)).toBe('600');
  });
});
