import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshDatabase } from '../fresh-database.js';
import { startTestBucket, type TestBucket } from '../support/s3-bucket.js';
import { expectPhotoFromAOnB, postgresSchema, testDatabaseUrl, twoInstances, type TwoInstances } from './support.js';

/**
 * Several instances with their files in a bucket (docs/deployment.md, "Files in an S3 bucket"): two real
 * server processes on one PostgreSQL schema, separate data directories, FILE_STORAGE=s3 at one
 * S3-protocol server (s3rver).
 */
describe.runIf(testDatabaseUrl)('two server processes sharing one bucket', () => {
  let database: FreshDatabase;
  let bucket: TestBucket;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    database = await postgresSchema();
    bucket = await startTestBucket();
    instances = await twoInstances({ DATABASE_URL: database.databaseUrl, ...bucket.env });
  });
  afterAll(async () => {
    await instances?.stop();
    await database?.cleanup();
    await bucket?.stop();
  });

  it('serves on B a photo uploaded through A, whose bytes are only in the bucket', async () => {
    const { a, b, dataDirs } = instances as TwoInstances;
    for (const server of [a, b]) {
      expect(server.logs.find((line) => line.msg === 'file storage ready')).toMatchObject({
        storage: 's3',
        bucket: bucket.settings.bucket,
      });
    }
    await expectPhotoFromAOnB(a, b);

    const [row] = await database.handle.db.selectFrom('furniturePhotos').select('storageKey').orderBy('id').execute();
    const key = row?.storageKey as string;
    expect(await bucket.objectNames()).toEqual([
      `${bucket.settings.prefix}${key.slice(0, 2)}/${key}-full`,
      `${bucket.settings.prefix}${key.slice(0, 2)}/${key}-thumb`,
    ]);
    const photoBlobs = await database.handle.db.selectFrom('photoBlobs').select('storageKey').execute();
    expect(photoBlobs).toEqual([]);
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'photos'))).toBe(false);
    // The secret key is in neither instance's log.
    for (const server of [a, b]) {
      expect(JSON.stringify(server.logs) + server.stderr()).not.toContain(bucket.settings.secretAccessKey);
    }
  });
});
