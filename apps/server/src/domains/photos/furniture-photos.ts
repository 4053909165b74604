import {
  LINK_PHOTOS_MESSAGES,
  type FurniturePhoto,
  type FurniturePhotoUploadInput,
  type LinkPhotosResult,
} from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../lib/http-errors.js';
import type { PageRequest } from '../../db/paging.js';
import type { Person } from '../office/index.js';
import type { ServiceContext } from '../service-context.js';
import type { NewFurniturePhoto } from './furniture-photos-repository.js';
import * as activity from './photo-events.js';
import { prepareSentPhoto, type PreparedPhoto } from './photo-processing.js';
import { isPhotoKey, newPhotoKey, type PhotoStorage, type PhotoVariant } from './photo-storage.js';

/** An uploaded file as the form brought it. */
export interface ReceivedPhoto {
  /** How messages name the file: its sanitised name, or its position. */
  label: string;
  bytes: Buffer;
}

/** Every file is checked and re-encoded in memory; the first one that fails refuses the upload. */
async function prepareAll(files: readonly ReceivedPhoto[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = [];
  // One at a time: decoding is memory-hungry, and a refusal should stop the work early.
  for (const file of files) prepared.push(await prepareSentPhoto(file.bytes, file.label));
  return prepared;
}

/** Writes the bytes under fresh random keys; if any write fails, removes what was written. */
async function storeAll(storage: PhotoStorage, photos: PreparedPhoto[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const photo of photos) {
      const key = newPhotoKey();
      keys.push(key);
      await storage.put(key, 'full', photo.full, photo.contentType);
      await storage.put(key, 'thumb', photo.thumb, photo.contentType);
    }
    return keys;
  } catch (err) {
    await removeAll(storage, keys);
    throw err;
  }
}

async function removeAll(storage: PhotoStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * One upload from a photo form (from a signed-in account or from anyone): every file is checked before
 * anything is written; the bytes are stored first, then the rows and the activity event together. When
 * those fail, the bytes are removed again, so nothing of the upload is kept.
 */
export async function uploadFurniturePhotos(
  ctx: ServiceContext,
  uploader: Person | null,
  input: FurniturePhotoUploadInput,
  files: readonly ReceivedPhoto[],
): Promise<FurniturePhoto[]> {
  const prepared = await prepareAll(files);
  // The bytes go first and outside the transaction: kept in the database, they are written through the
  // app's own handle, which on SQLite waits for a transaction.
  const keys = await storeAll(ctx.photoStorage, prepared);
  try {
    return await ctx.inTransaction(async (tx) => {
      const photos = await tx.repos.furniturePhotos.createMany(
        prepared.map((photo, i): NewFurniturePhoto => {
          const key = keys[i] as string;
          return {
            clientEmail: input.clientEmail,
            storageKey: key,
            photoUrl: `/api/furniture-photos/file/${key}`,
            thumbnailUrl: `/api/furniture-photos/file/${key}/thumb`,
            contentType: photo.contentType,
            byteSize: photo.full.length,
            width: photo.width,
            height: photo.height,
            furnitureType: input.furnitureType,
            furnitureDescription: input.furnitureDescription,
          };
        }),
      );
      await tx.repos.events.record(activity.photosUploaded(uploader, photos, input));
      return photos;
    });
  } catch (err) {
    await removeAll(ctx.photoStorage, keys);
    throw err;
  }
}

/** The back office's photos, grouped by client e-mail. */
export async function listFurniturePhotoGroups(ctx: ServiceContext, search: string | undefined, page: PageRequest) {
  return ctx.repos.furniturePhotos.listGroups(search, page);
}

/**
 * Staff delete a photo: its row and the activity event together, then its bytes wherever they are kept
 * (disk or database), after the commit.
 */
export async function deleteFurniturePhoto(
  ctx: ServiceContext,
  actor: Person,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const removed = await ctx.inTransaction(async (tx) => {
    const row = await tx.repos.furniturePhotos.delete(id);
    if (!row) throw notFound('photo_not_found');
    await tx.repos.events.record(activity.photoDeleted(actor, id, row));
    return row;
  });
  try {
    await ctx.photoStorage.delete(removed.storageKey);
  } catch (err) {
    // The row is gone, so nothing links to the bytes any more; leave them for an operator.
    log.error({ err, storageKey: removed.storageKey }, 'could not remove the bytes of a deleted photo');
  }
}

/** Link to Appointment: a client's unlinked photos go to one of their appointments. */
export async function linkFurniturePhotos(
  ctx: ServiceContext,
  actor: Person,
  { clientEmail, appointmentId }: { clientEmail: string; appointmentId: number },
): Promise<LinkPhotosResult> {
  return ctx.inTransaction(async (tx) => {
    const appointment = await tx.repos.appointments.findById(appointmentId);
    if (!appointment) throw notFound('appointment_not_found');
    const linked = await tx.repos.furniturePhotos.linkUnlinked(clientEmail, appointmentId);
    if (linked > 0) {
      await tx.repos.events.record(activity.photosLinked(actor, appointment, clientEmail, linked));
    }
    return { appointmentId, linked, message: LINK_PHOTOS_MESSAGES.linked(linked) };
  });
}

/** A photo's bytes by its random key, or a 404. */
export async function photoBytes(ctx: ServiceContext, key: string, variant: PhotoVariant) {
  const photo = isPhotoKey(key) ? await ctx.photoStorage.get(key, variant) : undefined;
  if (!photo) throw notFound('photo_not_found');
  return photo;
}
