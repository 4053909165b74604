import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildTestApp } from './helper.js';
import { freePort, startServer } from './server-process.js';
import { photoForm, solid } from './support/photos.js';
import { startTestBucket, type TestBucket } from './support/s3-bucket.js';

const bucketEnv = { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' };

/** FILE_STORAGE and the S3_* settings (README, "Configuration"; decision 075). */
describe('file storage settings', () => {
  it('keeps files on disk by default, and still reads PHOTO_STORAGE, the older name, when FILE_STORAGE is unset', () => {
    expect(loadConfig({}).fileStorage).toBe('disk');
    expect(loadConfig({ PHOTO_STORAGE: 'database' }).fileStorage).toBe('database');
    expect(loadConfig({ FILE_STORAGE: 'disk', PHOTO_STORAGE: 'database' }).fileStorage).toBe('disk');
    expect(loadConfig({ FILE_STORAGE: 's3', ...bucketEnv }).fileStorage).toBe('s3');
    expect(() => loadConfig({ PHOTO_STORAGE: 's3', ...bucketEnv })).toThrow(ConfigError);
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket: AWS by default, path-style addresses for other services, the prefix as a folder', () => {
    expect(loadConfig({ FILE_STORAGE: 's3', ...bucketEnv }).s3).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI',
      forcePathStyle: false,
      prefix: '',
    });
    const r2 = loadConfig({
      FILE_STORAGE: 's3',
      ...bucketEnv,
      S3_ENDPOINT: 'https://0123.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_PREFIX: '/trusted-assistance',
    }).s3;
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: true, prefix: 'trusted-assistance/' });
    const virtualHosted = { ...bucketEnv, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadConfig(virtualHosted).s3?.forcePathStyle).toBe(false);
    // Empty lines of an env file count as unset.
    expect(loadConfig({ ...bucketEnv, S3_ENDPOINT: '', S3_PREFIX: '', S3_REGION: '' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      prefix: '',
    });
  });

  it('refuses FILE_STORAGE=s3, or a bucket, without what it needs, naming each missing setting', () => {
    const failure = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (err) {
        return err instanceof ConfigError ? err.message : `not a ConfigError: ${String(err)}`;
      }
      return 'accepted';
    };
    expect(failure({ FILE_STORAGE: 's3' })).toBe(
      'Invalid configuration: FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(docs/deployment.md, "Files in an S3 bucket").',
    );
    expect(failure({ FILE_STORAGE: 's3', ...bucketEnv, S3_SECRET_ACCESS_KEY: '' })).toContain(
      'FILE_STORAGE=s3 needs S3_SECRET_ACCESS_KEY (',
    );
    expect(failure({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toContain(
      'S3_BUCKET is set, so the bucket also needs S3_SECRET_ACCESS_KEY (',
    );
    expect(failure({ ...bucketEnv, S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
    expect(failure({ ...bucketEnv, S3_PREFIX: 'a b' })).toContain('S3_PREFIX: letters, digits and . _ - / only');
  });

  it('ends a server start with one line when FILE_STORAGE=s3 lacks its settings', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-s3-config-'));
    try {
      const server = startServer(dataDir, await freePort(), { FILE_STORAGE: 's3', S3_BUCKET: 'photos' });
      expect(await server.exited).toBe(1);
      expect(server.stderr().trim()).toBe(
        'Invalid configuration: FILE_STORAGE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
          '(docs/deployment.md, "Files in an S3 bucket").',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the bucket's secret key", () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(async () => {
    await bucket?.stop();
  });

  it('reaches neither the log nor an answer, even when the bucket refuses a photo', async () => {
    const log: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    const t = await buildTestApp(
      'sqlite',
      { fileStorage: 's3', s3: { ...bucket.settings, bucket: 'no-such-bucket' } },
      { logger: { level: 'debug', stream } },
    );
    try {
      const url = '/api/furniture-photos';
      const { payload, headers } = await photoForm(url, [await solid(40, 30).jpeg().toBuffer()], 'photos', {
        clientEmail: 'dorothy@example.com',
        furnitureType: 'Bookcase',
        furnitureDescription: 'Flat-pack bookcase, two boxes.',
      });
      const answer = await t.app.inject({ method: 'POST', url, payload, headers });
      expect(answer.statusCode).toBe(500);
      const written = log.join('');
      expect(written).toContain('"msg":"file storage ready"');
      expect(written).toContain('"bucket":"no-such-bucket"');
      expect(written).toContain('NoSuchBucket');
      for (const text of [written, answer.body]) expect(text).not.toContain(bucket.settings.secretAccessKey);
    } finally {
      await t.close();
    }
  });
});
