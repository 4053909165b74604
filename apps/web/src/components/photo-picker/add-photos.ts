import { MAX_PHOTOS_PER_UPLOAD, PHOTO_CONTENT_TYPES } from '@ta/shared';

export interface PhotoSelection {
  files: File[];
  /** The names of picked files that are not JPEG, PNG or WEBP images (left out). */
  notImages: string[];
  /** How many photos did not fit under the limit (left out). */
  leftOut: number;
}

const ACCEPTED: readonly string[] = PHOTO_CONTENT_TYPES;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly picked files to the current selection: only JPEG, PNG and WEBP, no file twice,
 * and at most `max` in all; what was left out is counted, for the picker to say so.
 */
export function addPhotos(
  current: readonly File[],
  picked: readonly File[],
  max = MAX_PHOTOS_PER_UPLOAD,
): PhotoSelection {
  const notImages = picked.filter((file) => !ACCEPTED.includes(file.type)).map((file) => file.name);
  const fresh = picked.filter((file) => ACCEPTED.includes(file.type) && !current.some((kept) => sameFile(kept, file)));
  const room = Math.max(0, max - current.length);
  const added = fresh.slice(0, room);
  return { files: [...current, ...added], notImages, leftOut: fresh.length - added.length };
}
