import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../../test/support/s3-bucket.js';
import { newPhotoKey } from './photo-storage.js';
import { createS3PhotoStorage, s3ObjectName, type S3PhotoStorage } from './s3-photo-storage.js';

/** FILE_STORAGE=s3 through the real AWS SDK, against an S3-protocol server (s3rver) on this machine. */
describe('S3 photo storage', () => {
  let bucket: TestBucket;
  let storage: S3PhotoStorage;

  beforeAll(async () => {
    bucket = await startTestBucket();
    storage = await createS3PhotoStorage(bucket.settings);
  });
  afterAll(async () => {
    storage?.close();
    await bucket?.stop();
  });

  it('keeps each variant as one object under the prefix, with its type, and reads back the same bytes', async () => {
    const key = newPhotoKey();
    const full = Buffer.from('full-size bytes \u0000\u00ff', 'latin1');
    const thumb = Buffer.alloc(300_000, 7);
    await storage.put(key, 'full', full, 'image/webp');
    await storage.put(key, 'thumb', thumb, 'image/jpeg');

    expect(await bucket.objectNames()).toEqual([
      `trusted-assistance/${key.slice(0, 2)}/${key}-full`,
      `trusted-assistance/${key.slice(0, 2)}/${key}-thumb`,
    ]);
    const gotFull = await storage.get(key, 'full');
    expect(gotFull?.contentType).toBe('image/webp');
    expect(gotFull?.bytes.equals(full)).toBe(true);
    const gotThumb = await storage.get(key, 'thumb');
    expect(gotThumb?.contentType).toBe('image/jpeg');
    expect(gotThumb?.bytes.equals(thumb)).toBe(true);

    // A second put replaces the object: one object per variant, whatever its type.
    await storage.put(key, 'full', thumb, 'image/jpeg');
    expect((await storage.get(key, 'full'))?.bytes.equals(thumb)).toBe(true);
    expect(await bucket.objectNames()).toHaveLength(2);

    await storage.delete(key);
    expect(await bucket.objectNames()).toEqual([]);
    expect(await storage.get(key, 'full')).toBeUndefined();
    expect(await storage.get(key, 'thumb')).toBeUndefined();
  });

  it('reads a key it never stored as missing, and deleting it is no error', async () => {
    const key = newPhotoKey();
    expect(await storage.get(key, 'full')).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses anything but a photo key before asking the bucket', async () => {
    for (const key of ['../etc/passwd', 'AB'.repeat(16), `${newPhotoKey()}/x`]) {
      await expect(storage.put(key, 'full', Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid photo key');
      await expect(storage.get(key, 'full')).rejects.toThrow('Invalid photo key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid photo key');
    }
    expect(() => s3ObjectName('', 'nope', 'full')).toThrow('Invalid photo key');
  });

  it('fails, rather than reading as missing, when the bucket is not there', async () => {
    const elsewhere = await createS3PhotoStorage({ ...bucket.settings, bucket: 'no-such-bucket' });
    try {
      await expect(elsewhere.get(newPhotoKey(), 'full')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(elsewhere.put(newPhotoKey(), 'full', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
    } finally {
      elsewhere.close();
    }
  });

  it('names objects without a prefix when S3_PREFIX is unset', () => {
    const key = 'ab'.padEnd(32, '0');
    expect(s3ObjectName('', key, 'thumb')).toBe(`ab/${key}-thumb`);
  });
});
