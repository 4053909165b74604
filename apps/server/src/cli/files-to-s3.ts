import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig, type FileStorageKind } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { storedFileKeys } from '../db/stored-file-keys.js';
import { copyStoredFiles, type CopyReport } from '../domains/photos/copy-stored-files.js';
import { openPhotoStorage } from '../domains/photos/open-photo-storage.js';

const usage = `Copies every stored file (photos, receipts) into the S3 bucket (S3_BUCKET and the other S3_*
settings), from where the server keeps them now.

  npm run files:to-s3                      from FILE_STORAGE (disk or database)
  npm run files:to-s3 -- --from disk       from DATA_DIR/photos
  npm run files:to-s3 -- --from database   from the photo_blobs table

Every file the database names is copied, then read back from the bucket and compared byte for byte.
A file already in the bucket with the same bytes is left alone: stop the command at any time and run it
again. It exits 1 if any file failed. The source is not changed: remove it yourself once the server
runs with FILE_STORAGE=s3 and serves the photos (docs/deployment.md, "Files in an S3 bucket").`;

/** A problem the operator can act on: printed without a stack. */
class MoveError extends Error {}

const PROGRESS_EVERY = 200;

function sourceKind(config: AppConfig, from: string | undefined): Exclude<FileStorageKind, 's3'> {
  const kind = from ?? config.fileStorage;
  if (kind === 'disk' || kind === 'database') return kind;
  throw new MoveError(
    from === undefined
      ? 'FILE_STORAGE is already s3: say where the files are with --from disk or --from database.'
      : `--from takes disk or database, not ${from}.`,
  );
}

function describeFile({ key, variant }: { key: string; variant: string }): string {
  return `${key} (${variant === 'full' ? 'full size' : 'thumbnail'})`;
}

function printReport(report: CopyReport): void {
  for (const file of report.missing) {
    console.log(`Not in the source (lost before this run; nothing to copy): ${describeFile(file)}`);
  }
  for (const file of report.failed) console.error(`Failed: ${describeFile(file)}: ${file.reason}`);
  const replaced = report.replaced ? ` (${report.replaced} replaced a different copy in the bucket)` : '';
  console.log(`Moved: ${report.moved}${replaced}`);
  console.log(`Already there: ${report.alreadyThere}`);
  console.log(`Not in the source: ${report.missing.length}`);
  console.log(`Failed: ${report.failed.length}`);
}

async function run(): Promise<boolean> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return true;
  }
  const config = loadConfig();
  const from = sourceKind(config, values.from);
  if (!config.s3) {
    throw new MoveError(
      'Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS) first.',
    );
  }
  if (!config.databaseUrl && !fs.existsSync(config.sqliteFile)) {
    throw new MoveError(`There is no database at ${config.sqliteFile}: is DATA_DIR the server's?`);
  }
  if (from === 'disk' && !fs.existsSync(config.photosDir)) {
    throw new MoveError(`There is no folder at ${config.photosDir}: is DATA_DIR the server's?`);
  }

  const handle = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  const places = { photosDir: config.photosDir, s3: config.s3, db: handle.db };
  const source = await openPhotoStorage(from, places);
  const target = await openPhotoStorage('s3', places);
  try {
    const keys = await storedFileKeys(handle.db);
    const where = from === 'disk' ? `disk (${config.photosDir})` : `the ${handle.engine} database`;
    const { bucket, prefix, endpoint } = config.s3;
    console.log(
      `Copying the ${keys.length * 2} files of ${keys.length} stored photos and receipts (full size and thumbnail) ` +
        `from ${where} to the bucket ${bucket}${prefix ? `, under ${prefix}` : ''}, at ${endpoint ?? 'AWS'}.`,
    );
    const report = await copyStoredFiles(keys, source, target, {
      onFile: (_report, done, total) => {
        if (done % PROGRESS_EVERY === 0 && done < total) console.log(`  ${done} of ${total} files`);
      },
    });
    printReport(report);
    console.log(
      report.failed.length
        ? 'Some files are not in the bucket: keep the source, fix the cause and run the command again.'
        : `Every file the source holds is in the bucket. The source is left as it was: remove ${
            from === 'disk' ? config.photosDir : 'the photo_blobs rows'
          } yourself once the server runs with FILE_STORAGE=s3 and shows the photos.`,
    );
    return report.failed.length === 0;
  } finally {
    source.close();
    target.close();
    await handle.close();
  }
}

try {
  if (!(await run())) process.exitCode = 1;
} catch (err) {
  const known = err instanceof MoveError || err instanceof ConfigError;
  console.error('Not copied:', known ? err.message : err);
  process.exitCode = 1;
}
