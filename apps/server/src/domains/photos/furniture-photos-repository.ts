import type { FurniturePhoto } from '@ta/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FurniturePhotosTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import { createStaffFurniturePhotoQueries } from './staff-furniture-photo-queries.js';

/** An uploaded photo's row; it starts unlinked, with the default status, uploaded now. */
export type NewFurniturePhoto = Omit<
  Insertable<FurniturePhotosTable>,
  'id' | 'appointmentId' | 'status' | 'uploadedAt'
>;

type Row = Selectable<FurniturePhotosTable>;

function toFurniturePhoto(row: Row): FurniturePhoto {
  return {
    id: row.id,
    photoUrl: row.photoUrl,
    thumbnailUrl: row.thumbnailUrl,
    furnitureType: row.furnitureType,
    uploadedAt: row.uploadedAt,
    status: row.status,
  };
}

export function createFurniturePhotosRepository(db: Kysely<Database>) {
  return {
    /** The back office's groups by e-mail, delete and link. */
    ...createStaffFurniturePhotoQueries(db),

    /** All of one upload's rows, or none of them. */
    async createMany(photos: NewFurniturePhoto[]): Promise<FurniturePhoto[]> {
      const uploadedAt = new Date().toISOString();
      return inGivenTransaction(db, async (trx) => {
        const created: FurniturePhoto[] = [];
        // One insert per row keeps the answer in the order the photos were sent on both engines.
        for (const photo of photos) {
          const row = await trx
            .insertInto('furniturePhotos')
            .values({ ...photo, uploadedAt })
            .returningAll()
            .executeTakeFirstOrThrow();
          created.push(toFurniturePhoto(row));
        }
        return created;
      });
    },
  };
}

export interface PhotoBlob {
  contentType: string;
  bytes: Buffer;
}

/** Photo bytes kept in the database (FILE_STORAGE=database), one row per photo and variant. */
export function createPhotoBlobsRepository(db: Kysely<Database>) {
  return {
    async put(storageKey: string, variant: string, blob: PhotoBlob): Promise<void> {
      await db
        .insertInto('photoBlobs')
        .values({ storageKey, variant, ...blob, createdAt: new Date().toISOString() })
        .execute();
    },

    async find(storageKey: string, variant: string): Promise<PhotoBlob | undefined> {
      return db
        .selectFrom('photoBlobs')
        .select(['contentType', 'bytes'])
        .where('storageKey', '=', storageKey)
        .where('variant', '=', variant)
        .executeTakeFirst();
    },

    async deleteByKey(storageKey: string): Promise<void> {
      await db.deleteFrom('photoBlobs').where('storageKey', '=', storageKey).execute();
    },
  };
}
