import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backupPostgres, backupSqlite, BackupError, defaultBackupFile, storedFilesNote } from '../db/backup.js';

const usage = `Backs up the database the server uses (DATA_DIR or DATABASE_URL), while it runs.

  npm run db:backup                     to DATA_DIR/backups/trusted-assistance-<UTC time>.sqlite
                                        (PostgreSQL: .dump, made by pg_dump in its custom format)
  npm run db:backup -- --out <file>     to that file instead

With SQLite and FILE_STORAGE=disk, the stored files (photos, receipts) are copied to
<file without .sqlite>-photos/; with FILE_STORAGE=database they are in the database. With
FILE_STORAGE=s3 they are in the bucket and NOT in the backup: back the bucket up apart.
Restore with: npm run db:restore -- <file>`;

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

try {
  const config = loadConfig();
  const file = path.resolve(values.out ?? defaultBackupFile(config));
  const result = config.databaseUrl ? backupPostgres(config.databaseUrl, file) : await backupSqlite(config, file);
  console.log(`Backed up the ${config.databaseUrl ? 'postgres' : 'sqlite'} database to ${result.file}`);
  console.log(storedFilesNote(config, result));
} catch (err) {
  console.error('Not backed up:', err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
