import path from 'node:path';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../../playwright.config';

/** The server's SQLite file for the browser tests (see playwright.config.ts). */
export const e2eDatabaseFile = path.join(e2eDataDir, 'trusted-assistance.sqlite');

/** Read-only: the server owns the file; WAL lets us read while it writes. */
export function withDatabase<T>(read: (db: Database.Database) => T, file = e2eDatabaseFile): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * A change made behind the server's back, as time or another device would make it (a session that
 * ends). For a server a test started itself (support/own-server.ts), never the shared one.
 */
export function changeDatabase<T>(file: string, change: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true, timeout: 5000 });
  try {
    return change(db);
  } finally {
    db.close();
  }
}

/** A user's id by username, read straight from the browser tests' database. */
export function userIdOf(username: string): number {
  return changeDatabase(e2eDatabaseFile, (db) => {
    const row = db.prepare<[string], { id: number }>('select id from users where username = ?').get(username);
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  });
}
