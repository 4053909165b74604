import { createHash } from 'node:crypto';
import type { S3Settings } from '../../config.js';
import { loadS3Client } from '../../lib/heavy-libraries.js';
import { assertPhotoKey, PHOTO_VARIANTS, type PhotoStorage, type PhotoVariant } from './photo-storage.js';

/**
 * An object's name: `<S3_PREFIX>ab/ab12…-full`, the disk layout's folders and names without the
 * extension, since the object's Content-Type records the type (decision 075).
 */
export function s3ObjectName(prefix: string, key: string, variant: PhotoVariant): string {
  assertPhotoKey(key);
  return `${prefix}${key.slice(0, 2)}/${key}-${variant}`;
}

export interface S3PhotoStorage extends PhotoStorage {
  /** Ends the client's kept-alive connections. */
  close(): void;
}

/** Is this SDK error a missing object (rather than a missing bucket, refused keys, or a service down)? */
function isMissingObject(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, $metadata } = err as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

/**
 * Objects in an S3-compatible bucket, through the AWS SDK (loaded here, only when a bucket is used).
 * The bucket stays private: the app's routes read each object and serve it after their own check of who
 * asks, so no object has a public or signed address (decision 075).
 */
export async function createS3PhotoStorage(settings: S3Settings): Promise<S3PhotoStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await loadS3Client();
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where an operation requires one: recent SDKs add CRC32 checksums to every upload,
    // which older S3-compatible services refuse. Each upload carries its Content-MD5 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request (the SDK retries twice) instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async put(key, variant, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: s3ObjectName(settings.prefix, key, variant),
          Body: bytes,
          ContentType: contentType,
          // The service refuses a body that does not match: nothing damaged on the way is kept.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },

    async get(key, variant) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: s3ObjectName(settings.prefix, key, variant) }),
        );
        const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
        return {
          bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (isMissingObject(err)) return undefined;
        throw err;
      }
    },

    async delete(key) {
      // One request per variant: DeleteObjects needs a checksum, and older services refuse the SDK's
      // CRC32 one. Deleting an object that is not there succeeds.
      await Promise.all(
        PHOTO_VARIANTS.map((variant) =>
          client.send(new DeleteObjectCommand({ Bucket, Key: s3ObjectName(settings.prefix, key, variant) })),
        ),
      );
    },

    close: () => client.destroy(),
  };
}
