import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupError, restorePostgres, restoreSqlite, type BackupResult } from '../db/backup.js';
import { ServerLockHeldError } from '../db/server-lock.js';

const usage = `Replaces the database the server uses (DATA_DIR or DATABASE_URL) by a backup.

  npm run db:restore -- <file>

SQLite: stop the server first (a restore is refused while one runs on the file). The photos folder
next to the backup (<file without .sqlite>-photos/) replaces DATA_DIR/photos when FILE_STORAGE=disk.
With FILE_STORAGE=s3 the bucket is not touched: restore its objects first, if any were lost.
PostgreSQL: stop every instance first; pg_restore drops and recreates each object of the backup in
one transaction. Either way the current data is first saved to DATA_DIR/backups/pre-restore-<UTC time>.`;

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
if (values.help || positionals.length !== 1) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

function describeSaved(saved: BackupResult | undefined): string {
  return saved
    ? `The data it replaced is saved in ${saved.file}${saved.photosDir ? ` and ${saved.photosDir}` : ''}.`
    : '';
}

try {
  const config = loadConfig();
  const file = path.resolve(positionals[0] as string);
  const { databaseUrl } = config;
  const { saved } = databaseUrl ? restorePostgres({ ...config, databaseUrl }, file) : await restoreSqlite(config, file);
  console.log(`Restored the ${databaseUrl ? 'postgres' : 'sqlite'} database from ${file}. ${describeSaved(saved)}`);
  if (config.fileStorage === 's3') {
    console.log(
      `The stored files stay as they are in the S3 bucket ${config.s3?.bucket ?? ''}: a restore does not touch it.`,
    );
  }
} catch (err) {
  const known = err instanceof BackupError || err instanceof ServerLockHeldError;
  console.error('Not restored:', known ? err.message : err);
  process.exitCode = 1;
}
