import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffVisit } from '@ta/shared';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from '../src/db/connect.js';
import { STORED_FILE_COLUMNS, storedFileKeys } from '../src/db/stored-file-keys.js';
import { copyStoredFiles } from '../src/domains/photos/copy-stored-files.js';
import {
  createDiskPhotoStorage,
  newPhotoKey,
  PHOTO_VARIANTS,
  type PhotoStorage,
} from '../src/domains/photos/photo-storage.js';
import { createS3PhotoStorage, s3ObjectName, type S3PhotoStorage } from '../src/domains/photos/s3-photo-storage.js';
import { engines } from './fresh-database.js';
import { buildTestApp, type TestApp } from './helper.js';
import { cli } from './support/cli.js';
import { houseWithVisit, sendPhotos, as } from './support/home-watch.js';
import { furniturePhotoRow, jpegWithGps } from './support/photos.js';
import { startTestBucket, type TestBucket } from './support/s3-bucket.js';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * `npm run files:to-s3`'s work (decision 075): every file the database names goes from disk or the
 * database into the bucket, is read back byte for byte, and a second run finds it there.
 */
describe.each(engines)('moving stored files into a bucket on %s', (engine) => {
  let bucket: TestBucket;
  let s3: S3PhotoStorage;
  let t: TestApp | undefined;
  let photosDir: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    s3 = await createS3PhotoStorage(bucket.settings);
  });
  afterAll(async () => {
    s3?.close();
    await bucket?.stop();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    fs.rmSync(photosDir, { recursive: true, force: true });
    await bucket.empty();
  });

  it('knows every column that names a stored file', async () => {
    photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-to-s3-'));
    t = await buildTestApp(engine, { photosDir });
    const columns =
      engine === 'sqlite'
        ? sql<{ tableName: string; columnName: string }>`select m.name as table_name, p.name as column_name
            from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and p.name like '%storage_key'`
        : sql<{ tableName: string; columnName: string }>`select table_name, column_name
            from information_schema.columns
            where table_schema = current_schema() and column_name like '%storage_key'`;
    const found = (await columns.execute(t.app.db)).rows
      .filter((c) => c.tableName !== 'photo_blobs') // the bytes themselves, with FILE_STORAGE=database
      .map((c) => `${c.tableName}.${c.columnName}`)
      .sort();
    expect(found).toEqual(STORED_FILE_COLUMNS.map((c) => `${snake(c.table)}.${snake(c.column)}`).sort());
  });

  describe.each(['disk', 'database'] as const)('from %s', (from) => {
    /**
     * A furniture photo, a home-watch finding photo (sent as staff do) and a receipt; a row whose file
     * was lost; and a file no row names.
     */
    async function storedFiles() {
      photosDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-to-s3-'));
      t = await buildTestApp(engine, { photosDir, fileStorage: from });
      const app = t.app;
      const store = async (key: string, text: string) => {
        await app.photoStorage.put(key, 'full', Buffer.from(`${text}, full size`), 'image/webp');
        await app.photoStorage.put(key, 'thumb', Buffer.from(`${text}, thumbnail`), 'image/jpeg');
      };
      const [furniture, receipt, lost, orphan] = [newPhotoKey(), newPhotoKey(), newPhotoKey(), newPhotoKey()];
      await store(furniture, 'a bookcase');
      await store(receipt, 'a receipt');
      await store(orphan, 'named by no row');
      await app.db
        .insertInto('furniturePhotos')
        .values([furniturePhotoRow(furniture), furniturePhotoRow(lost)])
        .execute();
      const appointment = await app.repos.appointments.create({
        clientId: null,
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        serviceTypeId: 1,
        appointmentDate: '2099-07-14',
        startTime: '09:00',
        endTime: '10:00',
      });
      await app.db
        .insertInto('jobItems')
        .values({
          appointmentId: appointment.id,
          kind: 'groceries',
          description: 'Milk',
          amountCents: 399,
          receiptStorageKey: receipt,
          createdAt: new Date().toISOString(),
        })
        .execute();

      const { staff, visitId } = await houseWithVisit(t);
      const started = await app.inject({
        method: 'POST',
        url: `/api/admin/visits/${visitId}/start`,
        headers: as(t, staff),
      });
      const itemId = started.json<StaffVisit>().items[0]?.id ?? 0;
      expect((await sendPhotos(t, staff, visitId, itemId, [await jpegWithGps()])).statusCode).toBe(201);
      const finding = (await app.db.selectFrom('visitPhotos').select('storageKey').executeTakeFirstOrThrow())
        .storageKey;

      return { source: app.photoStorage, moving: [furniture, receipt, finding].sort(), lost, orphan };
    }

    const objectsOf = (keys: string[]) =>
      keys.flatMap((key) => PHOTO_VARIANTS.map((variant) => s3ObjectName(bucket.settings.prefix, key, variant))).sort();

    async function expectSameEverywhere(source: PhotoStorage, keys: string[]) {
      for (const key of keys) {
        for (const variant of PHOTO_VARIANTS) {
          const [original, copy] = [await source.get(key, variant), await s3.get(key, variant)];
          expect(original, `${key} ${variant} at the source`).toBeDefined();
          expect(copy?.contentType).toBe(original?.contentType);
          expect(copy?.bytes.equals(original?.bytes as Buffer), `${key} ${variant}`).toBe(true);
        }
      }
    }

    it('copies every file the database names, checks it, and leaves the source as it was', async () => {
      const { source, moving, lost, orphan } = await storedFiles();
      const keys = await storedFileKeys(t!.app.db);
      expect(keys).toEqual([...moving, lost].sort());

      const first = await copyStoredFiles(keys, source, s3);
      expect(first).toEqual({
        moved: 6,
        alreadyThere: 0,
        replaced: 0,
        missing: PHOTO_VARIANTS.map((variant) => ({ key: lost, variant })),
        failed: [],
      });
      expect(await bucket.objectNames()).toEqual(objectsOf(moving));
      await expectSameEverywhere(source, moving);
      // Nothing taken away: the operator removes the source once the server runs on the bucket.
      expect(await source.get(orphan, 'full')).toBeDefined();
      expect(await s3.get(orphan, 'full')).toBeUndefined();
    });

    it('can be run again: finds what is there, and replaces a copy whose bytes differ', async () => {
      const { source, moving } = await storedFiles();
      const keys = await storedFileKeys(t!.app.db);
      await copyStoredFiles(moving.slice(0, 1), source, s3); // a run stopped after the first photo
      const resumed = await copyStoredFiles(keys, source, s3);
      expect(resumed).toMatchObject({ moved: 4, alreadyThere: 2, replaced: 0, failed: [] });

      const again = await copyStoredFiles(keys, source, s3);
      expect(again).toMatchObject({ moved: 0, alreadyThere: 6, replaced: 0, failed: [] });

      const damaged = s3ObjectName(bucket.settings.prefix, moving[1] as string, 'thumb');
      await bucket.putRaw(damaged, Buffer.from('not what the source holds'), 'image/jpeg');
      const repaired = await copyStoredFiles(keys, source, s3);
      expect(repaired).toMatchObject({ moved: 1, alreadyThere: 5, replaced: 1, failed: [] });
      await expectSameEverywhere(source, moving);
    });

    it('counts a file as failed when the copy read back differs, or the bucket refuses it', async () => {
      const { source, moving } = await storedFiles();
      const keys = await storedFileKeys(t!.app.db);
      // A bucket that keeps something else than it was sent (one byte changed on the way).
      const garbling: PhotoStorage = {
        ...s3,
        put: (key, variant, bytes, contentType) =>
          s3.put(key, variant, Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 1])]), contentType),
      };
      const garbled = await copyStoredFiles(keys, source, garbling);
      expect(garbled.moved).toBe(0);
      expect(garbled.failed).toHaveLength(6);
      expect(garbled.failed[0]?.reason).toBe('the copy read back differs from the source');

      const refusing = await createS3PhotoStorage({ ...bucket.settings, bucket: 'no-such-bucket' });
      try {
        const refused = await copyStoredFiles(moving, source, refusing);
        expect(refused.failed.map((f) => f.reason)).toEqual(Array(6).fill('The specified bucket does not exist'));
      } finally {
        refusing.close();
      }
      // Run again against a bucket that keeps what it is sent: everything arrives.
      expect(await copyStoredFiles(keys, source, s3)).toMatchObject({ moved: 6, replaced: 6, failed: [] });
      await expectSameEverywhere(source, moving);
    });
  });
});

/** The command itself, as an operator runs it on a one-box install (SQLite, photos on disk). */
describe('npm run files:to-s3', () => {
  let bucket: TestBucket;
  let dataDir: string;
  let handle: DatabaseHandle;
  const keys = [newPhotoKey(), newPhotoKey()];

  beforeAll(async () => {
    bucket = await startTestBucket();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-to-s3-cli-'));
    handle = connectDatabase({ sqliteFile: path.join(dataDir, 'trusted-assistance.sqlite') });
    await migrateToLatest(handle.db);
    const disk = createDiskPhotoStorage(path.join(dataDir, 'photos'));
    for (const key of keys) {
      await disk.put(key, 'full', Buffer.from(`${key} full`), 'image/webp');
      await disk.put(key, 'thumb', Buffer.from(`${key} thumb`), 'image/webp');
    }
    await handle.db.insertInto('furniturePhotos').values(keys.map(furniturePhotoRow)).execute();
  });
  afterAll(async () => {
    await handle?.close();
    await bucket?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const env = (overrides: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...bucket.env,
    FILE_STORAGE: 'disk',
    ...overrides,
  });

  it('moves the files, finds them there on the next run, and says the source is left to remove', async () => {
    const first = await cli('files-to-s3', [], env());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Copying the 4 files of 2 stored photos and receipts`);
    expect(first.stdout).toMatch(/^Moved: 4\nAlready there: 0\nNot in the source: 0\nFailed: 0$/m);
    expect(first.stdout).toContain(
      `remove ${path.join(dataDir, 'photos')} yourself once the server runs with FILE_STORAGE=s3`,
    );
    expect(await bucket.objectNames()).toHaveLength(4);
    expect(fs.readdirSync(path.join(dataDir, 'photos'))).toHaveLength(2);

    const second = await cli('files-to-s3', [], env());
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/^Moved: 0\nAlready there: 4\nNot in the source: 0\nFailed: 0$/m);
  });

  it('exits 1 and names each file when the bucket refuses them, never printing the secret key', async () => {
    const refused = await cli('files-to-s3', [], env({ S3_BUCKET: 'no-such-bucket' }));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/^Failed: 4$/m);
    expect(refused.stderr).toContain(`Failed: ${keys[0]} (full size): The specified bucket does not exist`);
    expect(refused.stdout).toContain('keep the source, fix the cause and run the command again');
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(bucket.settings.secretAccessKey);
  });

  it('asks where the files are once FILE_STORAGE is already s3, and needs the bucket settings', async () => {
    const ambiguous = await cli('files-to-s3', [], env({ FILE_STORAGE: 's3' }));
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain('FILE_STORAGE is already s3: say where the files are with --from disk');
    const fromDisk = await cli('files-to-s3', ['--from', 'disk'], env({ FILE_STORAGE: 's3' }));
    expect(fromDisk.code, fromDisk.stderr).toBe(0);
    expect(fromDisk.stdout).toMatch(/^Already there: 4$/m);

    const noBucket = await cli('files-to-s3', [], env({ S3_BUCKET: '' }));
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
