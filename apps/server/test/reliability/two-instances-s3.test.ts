import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshDatabase } from '../fresh-database.js';
import { freePort, startServer, type ServerProcess } from '../server-process.js';
import { startTestBucket, type TestBucket } from '../support/s3-bucket.js';
import { ended, expectPhotoFromAOnB, listening, postgresSchema, testDatabaseUrl } from './support.js';

/**
 * Several instances with their files in a bucket (docs/deployment.md, "Files in an S3 bucket"): two real
 * server processes on one PostgreSQL schema, separate data directories, FILE_STORAGE=s3 at one
 * S3-protocol server (s3rver).
 */
describe.runIf(testDatabaseUrl)('two server processes sharing one bucket', () => {
  let dataDirs: string[];
  let database: FreshDatabase;
  let bucket: TestBucket;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await postgresSchema();
    bucket = await startTestBucket();
    const env = { DATABASE_URL: database.databaseUrl, ...bucket.env };
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'rel-two-s3-')));
    a = startServer(dataDirs[0] as string, await freePort(), env);
    b = startServer(dataDirs[1] as string, await freePort(), env);
    await Promise.all([listening(a), listening(b)]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(ended));
    await database?.cleanup();
    await bucket?.stop();
    for (const dir of dataDirs ?? []) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves on B a photo uploaded through A, whose bytes are only in the bucket', async () => {
    for (const server of [a, b]) {
      expect(server.logs.find((line) => line.msg === 'file storage ready')).toMatchObject({
        storage: 's3',
        bucket: bucket.settings.bucket,
      });
    }
    await expectPhotoFromAOnB(a, b);

    const [row] = await database.handle.db.selectFrom('furniturePhotos').select('storageKey').execute();
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
