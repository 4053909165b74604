import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../config.js';
import { acquireServerLock } from './server-lock.js';
import { makePrivateFile, makePrivateFolder, makeSqliteFilesPrivate } from './private-files.js';

/** A problem the operator can act on: the CLIs print its message without a stack. */
export class BackupError extends Error {}

export interface BackupResult {
  /** The database copy: a SQLite file or a pg_dump archive (custom format). */
  file: string;
  /** The copy of DATA_DIR/photos, when photos are kept on disk. */
  photosDir?: string;
}

/**
 * Where the stored files (photos, receipts) are, as the backup and restore commands say it: a backup has
 * them only when they are in the database, or on disk beside a SQLite backup (decision 075).
 */
export function storedFilesNote(config: AppConfig, result: BackupResult): string {
  switch (config.fileStorage) {
    case 'database':
      return 'The stored files (photos, receipts) are in the database, so in this backup.';
    case 's3':
      return (
        `The stored files (photos, receipts) are in the S3 bucket ${config.s3?.bucket ?? ''}, NOT in this backup: ` +
        'keep the bucket versioned or copy it elsewhere (docs/deployment.md, "Files in an S3 bucket").'
      );
    case 'disk':
      return result.photosDir
        ? `The stored files (photos, receipts) are copied to ${result.photosDir}.`
        : `The stored files (photos, receipts) in ${config.photosDir} are NOT in this backup: copy that folder too.`;
  }
}

/** `2026-03-01T14-05-09Z`: sorts by time and has no ':' (not allowed in every file system). */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/** Where a backup goes unless `--out` says otherwise: DATA_DIR/backups/trusted-assistance-<UTC>.<ext>. */
export function defaultBackupFile(config: AppConfig, prefix = 'trusted-assistance'): string {
  const ext = config.databaseUrl ? 'dump' : 'sqlite';
  return path.join(config.dataDir, 'backups', `${prefix}-${fileTimestamp()}.${ext}`);
}

/** The photos that belong to a SQLite backup sit next to it: `<name>-photos/`. */
export function photosDirOf(backupFile: string): string {
  return `${backupFile.replace(/\.sqlite$/, '')}-photos`;
}

function prepareTarget(file: string): string {
  // Backups hold clients' personal details: only the service account may read them.
  makePrivateFolder(path.dirname(file));
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: choose another --out file.`);
  // Made 0600 before SQLite writes to it, so the copy is never readable by others, even halfway.
  makePrivateFile(`${file}.partial`);
  return `${file}.partial`;
}

/** Written under `.partial`, then renamed: a backup file that exists is a complete one. */
function finishTarget(partial: string, file: string): void {
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
}

// ---------------------------------------------------------------- SQLite

/**
 * A consistent copy of a live SQLite database (SQLite's online backup: a server may keep
 * writing meanwhile), then the photo files. Photos are copied after the database, so every photo
 * the copy refers to is in the copied folder (only photos deleted meanwhile may be missing).
 */
export async function backupSqlite(config: AppConfig, file: string): Promise<BackupResult> {
  if (!fs.existsSync(config.sqliteFile)) throw new BackupError(`There is no database at ${config.sqliteFile}.`);
  const partial = prepareTarget(file);
  const source = new SQLite(config.sqliteFile, { fileMustExist: true });
  try {
    await source.backup(partial);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    source.close();
  }
  // One self-contained file: out of WAL mode, so opening the copy leaves no -wal/-shm beside it.
  const copy = new SQLite(partial, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
  finishTarget(partial, file);

  if (config.fileStorage !== 'disk' || !fs.existsSync(config.photosDir)) return { file };
  const photosDir = photosDirOf(file);
  fs.cpSync(config.photosDir, photosDir, { recursive: true, errorOnExist: true, force: false });
  return { file, photosDir };
}

/** Refuses anything that is not an intact database of this application. */
function checkSqliteBackup(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  let backup: SQLite.Database | undefined;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = backup.pragma('quick_check', { simple: true });
    const migrations = backup
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get() as { n: number };
    if (check !== 'ok') throw new BackupError(`${file} is damaged (${String(check)}).`);
    if (migrations.n !== 1) throw new BackupError(`${file} is not a Trusted Assistance database.`);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} is not a readable SQLite database (${(err as Error).message}).`);
  } finally {
    backup?.close();
  }
}

/**
 * Replaces the configured SQLite database (and, with disk photo storage, the photos folder) by a
 * backup. Holds the server lock throughout, so it refuses while a server runs and no server can
 * start halfway. The current data is first saved as a `pre-restore-…` backup.
 */
export async function restoreSqlite(config: AppConfig, file: string): Promise<{ saved?: BackupResult }> {
  checkSqliteBackup(file);
  const lock = acquireServerLock(config.sqliteFile);
  try {
    const saved = fs.existsSync(config.sqliteFile)
      ? await backupSqlite(config, defaultBackupFile(config, 'pre-restore'))
      : undefined;
    makeSqliteFilesPrivate(config.sqliteFile);
    const backup = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      // Through SQLite, not a file copy: the target's -wal and -shm files stay consistent.
      await backup.backup(config.sqliteFile);
    } finally {
      backup.close();
    }
    const photos = photosDirOf(file);
    if (config.fileStorage === 'disk' && fs.existsSync(photos)) {
      fs.rmSync(config.photosDir, { recursive: true, force: true });
      fs.cpSync(photos, config.photosDir, { recursive: true });
    }
    return saved ? { saved } : {};
  } finally {
    lock.release();
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** The schema a `?options=-c search_path=<schema>` URL pins the app to, if any. */
export function schemaOf(databaseUrl: string): string | undefined {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  return /search_path=([A-Za-z0-9_]+)/.exec(options)?.[1];
}

/**
 * The URL without its password, and an environment that carries it: a password on a command
 * line is visible to every user of the machine in `ps`.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  // Written as the app's driver reads it ('+' is a space there; libpq wants %20).
  const query = [...url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  url.search = query.join('&');
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function runTool(tool: 'pg_dump' | 'pg_restore' | 'psql', args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tool, args, { env, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found. Install the PostgreSQL client tools of your server's major version or newer ` +
        '(Debian/Ubuntu: apt install postgresql-client) and make sure they are on PATH.',
    );
  }
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new BackupError(`${tool} failed (exit code ${String(result.status)}):\n${result.stderr.trim()}`);
  }
}

/** pg_dump in its custom format (compressed; pg_restore can pick from it), of the app's schema only when the URL names one. */
export function backupPostgres(databaseUrl: string, file: string): BackupResult {
  const partial = prepareTarget(file);
  const { url, env } = connection(databaseUrl);
  const schema = schemaOf(databaseUrl);
  try {
    runTool('pg_dump', ['--format=custom', `--file=${partial}`, ...(schema ? [`--schema=${schema}`] : []), url], env);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  finishTarget(partial, file);
  return { file };
}

/**
 * The restore script with the statements PostgreSQL refuses left out: `--clean` drops each partition's
 * primary key on its own, which a partition inherits from its table and cannot lose alone (pg-boss keeps
 * a partition per queue, decision 074). Dropping the partition itself, which the script does next, drops it.
 */
export function withoutInheritedKeyDrops(script: string): string {
  const partitions = new Set(
    [...script.matchAll(/^ALTER TABLE ONLY \S+ ATTACH PARTITION (\S+) /gm)].map((m) => m[1] as string),
  );
  return script
    .split('\n')
    .filter((line) => {
      const drop = /^ALTER TABLE IF EXISTS ONLY (\S+) DROP CONSTRAINT IF EXISTS (\S+)_pkey;$/.exec(line);
      return !(drop && partitions.has(drop[1] as string) && (drop[1] as string).endsWith(`.${drop[2] as string}`));
    })
    .join('\n');
}

/**
 * pg_restore into the configured database: each object in the archive is dropped and created
 * again, in one transaction (psql --single-transaction), so a failure leaves the database as it
 * was. The current data is first saved as a `pre-restore-…` dump.
 */
export function restorePostgres(config: AppConfig & { databaseUrl: string }, file: string): { saved: BackupResult } {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  const saved = backupPostgres(config.databaseUrl, defaultBackupFile(config, 'pre-restore'));
  const { url, env } = connection(config.databaseUrl);
  const folder = fs.mkdtempSync(path.join(path.dirname(saved.file), '.restore-'));
  const script = path.join(folder, 'restore.sql');
  try {
    runTool('pg_restore', ['--clean', '--if-exists', '--no-owner', `--file=${script}`, file], env);
    fs.writeFileSync(script, withoutInheritedKeyDrops(fs.readFileSync(script, 'utf8')), { mode: 0o600 });
    runTool(
      'psql',
      ['--single-transaction', '--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', `--file=${script}`, url],
      env,
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { saved };
}
