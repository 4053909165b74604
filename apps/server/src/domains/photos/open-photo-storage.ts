import type { Kysely } from 'kysely';
import type { FileStorageKind, S3Settings } from '../../config.js';
import type { Database } from '../../db/types.js';
import { createPhotoBlobsRepository } from './furniture-photos-repository.js';
import { createDatabasePhotoStorage, createDiskPhotoStorage, type PhotoStorage } from './photo-storage.js';
import { createS3PhotoStorage } from './s3-photo-storage.js';

export interface PhotoStoragePlaces {
  /** DATA_DIR/photos (disk). */
  photosDir: string;
  /** The bucket (s3). */
  s3: S3Settings | undefined;
  /** The app's database (database). */
  db: Kysely<Database>;
}

export type OpenPhotoStorage = PhotoStorage & { close(): void };

/** The storage of one kind: the server's (FILE_STORAGE), or either end of `npm run files:to-s3`. */
export async function openPhotoStorage(kind: FileStorageKind, places: PhotoStoragePlaces): Promise<OpenPhotoStorage> {
  switch (kind) {
    case 's3':
      if (!places.s3) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
      return createS3PhotoStorage(places.s3);
    // Files, or the app's own database connection: nothing of their own to close.
    case 'database':
      return { ...createDatabasePhotoStorage(createPhotoBlobsRepository(places.db)), close: () => undefined };
    case 'disk':
      return { ...createDiskPhotoStorage(places.photosDir), close: () => undefined };
  }
}
