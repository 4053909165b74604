import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config.js';

export interface TestBucket {
  /** The app's settings for this bucket (config.s3). */
  settings: S3Settings;
  /** The same as a server process's environment, for FILE_STORAGE=s3. */
  env: Record<string, string>;
  /** The names of the objects in the bucket, under the prefix. */
  objectNames(): Promise<string[]>;
  /** Removes every object under the prefix. */
  empty(): Promise<void>;
  /** Writes an object past the app (a damaged or stale copy). */
  putRaw(name: string, bytes: Buffer, contentType: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver) on a free port, keeping its objects in a temporary folder, with one
 * empty bucket. s3rver knows the access key id `S3RVER` and does not check SigV4 signatures, so the
 * secret is a random text: a test can look for it in logs and answers.
 */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-s3-'));
  const bucket = 'ta-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: `test-secret-${randomBytes(12).toString('hex')}`,
    forcePathStyle: true,
    prefix: 'trusted-assistance/',
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const testBucket: TestBucket = {
    settings,
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint as string,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_PREFIX: settings.prefix,
    },
    async objectNames() {
      const names: string[] = [];
      let page: ListObjectsV2CommandOutput | undefined;
      do {
        page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: settings.prefix,
            ContinuationToken: page?.NextContinuationToken,
          }),
        );
        names.push(...(page.Contents ?? []).map((object) => object.Key as string));
      } while (page.IsTruncated);
      return names.sort();
    },
    async empty() {
      for (const name of await testBucket.objectNames()) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      }
    },
    async putRaw(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: contentType }));
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return testBucket;
}
