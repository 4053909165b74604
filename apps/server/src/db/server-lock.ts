import path from 'node:path';
import SQLite from 'better-sqlite3';
import { makePrivateFolder, makeSqliteFilesPrivate } from './private-files.js';

/** Held by a running server: a second server, or a restore, on the same SQLite file is refused. */
export interface ServerLock {
  readonly file: string;
  release(): void;
}

export class ServerLockHeldError extends Error {
  constructor(readonly databaseFile: string) {
    super(
      `Another Trusted Assistance server is already using ${databaseFile}. ` +
        'Only one server may run on a SQLite file: stop the other one first ' +
        '(or use PostgreSQL, DATABASE_URL, to run several instances).',
    );
  }
}

/** The lock sits next to the database: `trusted-assistance.sqlite.server-lock`. */
export function serverLockFile(databaseFile: string): string {
  return `${databaseFile}.server-lock`;
}

function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/**
 * Takes the server lock for `databaseFile`, or throws ServerLockHeldError.
 *
 * The lock is an exclusive transaction on a tiny side database. SQLite takes it with an OS file
 * lock (fcntl), which the kernel drops when the process ends however it ends: a kill -9 or a crash
 * leaves nothing stale behind, and a reused pid cannot block a restart. The database itself is not
 * locked, so the CLI tools (migrate, create-admin, backup) still open it.
 */
export function acquireServerLock(databaseFile: string): ServerLock {
  const file = serverLockFile(databaseFile);
  makePrivateFolder(path.dirname(file));
  makeSqliteFilesPrivate(file);
  const lock = new SQLite(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // The first write under EXCLUSIVE locking mode takes the lock and keeps it until close.
    lock.exec('begin exclusive');
    lock.exec('create table if not exists server_lock (pid integer, started_at text)');
    lock.exec('delete from server_lock');
    lock.prepare('insert into server_lock values (?, ?)').run(process.pid, new Date().toISOString());
    lock.exec('commit');
  } catch (err) {
    lock.close();
    if (isBusy(err)) throw new ServerLockHeldError(databaseFile);
    throw err;
  }
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      lock.close();
    },
  };
}
