import { sql, type Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * Every column that names a file in storage (FILE_STORAGE): furniture photos, home-watch finding photos and
 * job receipts. A new one belongs here, or `npm run files:to-s3` leaves its files behind; the test of this
 * module compares the list with the migrated schema's `*storage_key` columns.
 */
export const STORED_FILE_COLUMNS = [
  { table: 'furniturePhotos', column: 'storageKey' },
  { table: 'visitPhotos', column: 'storageKey' },
  { table: 'jobItems', column: 'receiptStorageKey' },
] as const;

/** The keys of every stored file the database refers to, each once, in order. */
export async function storedFileKeys(db: Kysely<Database>): Promise<string[]> {
  const selects = STORED_FILE_COLUMNS.map(
    ({ table, column }) =>
      sql`select ${sql.ref(column)} as file_key from ${sql.table(table)} where ${sql.ref(column)} is not null`,
  );
  const { rows } = await sql<{ fileKey: string }>`${sql.join(selects, sql` union `)} order by file_key`.execute(db);
  return rows.map((row) => row.fileKey);
}
