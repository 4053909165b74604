import type { FurniturePhotoStatus } from '@ta/shared';
import type { Generated } from 'kysely';
import type { Timestamp, Status } from './columns.js';

/** Furniture photos and, when stored in the database, their bytes. */
export interface PhotoTables {
  furniturePhotos: FurniturePhotosTable;
  photoBlobs: PhotoBlobsTable;
}

export interface FurniturePhotosTable {
  id: Generated<number>;
  appointmentId: number | null;
  clientEmail: string;
  /** Random name the photo is stored and served under; the URL never depends on where bytes are. */
  storageKey: string;
  photoUrl: string;
  thumbnailUrl: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  furnitureType: string;
  furnitureDescription: string | null;
  uploadedAt: Timestamp;
  status: Status<FurniturePhotoStatus>;
}

/** Photo bytes when FILE_STORAGE=database (several instances on one PostgreSQL). */
export interface PhotoBlobsTable {
  storageKey: string;
  variant: string;
  contentType: string;
  bytes: Buffer;
  createdAt: Timestamp;
}
