import path from 'node:path';
import Database from 'better-sqlite3';
import { e2eDataDir } from '../../playwright.config';

/** The server's SQLite file for the browser tests (see playwright.config.ts). */
export const e2eDatabaseFile = path.join(e2eDataDir, 'trusted-assistance.sqlite');

/** Read-only: the server owns the file; WAL lets us read while it writes. */
export function withDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
