import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorageKind } from '../../config.js';
import type { createPhotoBlobsRepository } from './furniture-photos-repository.js';

export const PHOTO_VARIANTS = ['full', 'thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export interface StoredPhoto {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where stored files live (photos, and receipts, which are photos too): FILE_STORAGE. Every kind keeps
 * the same keys, so URLs never depend on the choice, and the app's routes serve the bytes, each after its
 * own check of who asks.
 */
export interface PhotoStorage {
  readonly kind: FileStorageKind;
  put(key: string, variant: PhotoVariant, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string, variant: PhotoVariant): Promise<StoredPhoto | undefined>;
  /** Removes every variant of the photo; a missing photo is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/** 128 random bits as 32 hex characters: the photo's only name, and unguessable. */
export function newPhotoKey(): string {
  return randomBytes(16).toString('hex');
}

export function isPhotoKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function assertPhotoKey(key: string): void {
  // Keys reach file paths and object names: never let anything but our own format through.
  if (!isPhotoKey(key)) throw new Error('Invalid photo key');
}

/** The only content types stored, and the file extension that records each on disk. */
const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };
const CONTENT_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

function isMissing(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'ENOENT';
}

/**
 * Files under `dir` (DATA_DIR/photos, outside any web root), in 256 sub-folders by the key's
 * first two characters: `<dir>/ab/ab12…-full.webp`. The extension records the content type.
 */
export function createDiskPhotoStorage(dir: string): PhotoStorage {
  const folder = (key: string) => path.join(dir, key.slice(0, 2));
  const file = (key: string, variant: PhotoVariant, ext: string) => path.join(folder(key), `${key}-${variant}.${ext}`);

  return {
    kind: 'disk',

    async put(key, variant, bytes, contentType) {
      assertPhotoKey(key);
      const ext = EXTENSIONS[contentType];
      if (!ext) throw new Error(`Unsupported photo content type: ${contentType}`);
      await fs.mkdir(folder(key), { recursive: true, mode: 0o700 });
      const target = file(key, variant, ext);
      // Write then rename, so a half-written file is never served.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
        await fs.rename(temporary, target);
      } catch (err) {
        await fs.rm(temporary, { force: true });
        throw err;
      }
    },

    async get(key, variant) {
      assertPhotoKey(key);
      for (const [ext, contentType] of Object.entries(CONTENT_TYPES)) {
        try {
          return { bytes: await fs.readFile(file(key, variant, ext)), contentType };
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      return undefined;
    },

    async delete(key) {
      assertPhotoKey(key);
      for (const variant of PHOTO_VARIANTS) {
        for (const ext of Object.values(EXTENSIONS)) await fs.rm(file(key, variant, ext), { force: true });
      }
    },
  };
}

/** Rows of photo_blobs: what several server instances sharing one PostgreSQL all see. */
export function createDatabasePhotoStorage(blobs: ReturnType<typeof createPhotoBlobsRepository>): PhotoStorage {
  return {
    kind: 'database',

    async put(key, variant, bytes, contentType) {
      assertPhotoKey(key);
      await blobs.put(key, variant, { bytes, contentType });
    },

    async get(key, variant) {
      assertPhotoKey(key);
      return blobs.find(key, variant);
    },

    async delete(key) {
      assertPhotoKey(key);
      await blobs.deleteByKey(key);
    },
  };
}
