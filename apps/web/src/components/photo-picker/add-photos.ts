import { FURNITURE_PHOTO_MESSAGES, MAX_PHOTOS_PER_UPLOAD, PHOTO_CONTENT_TYPES } from '@ta/shared';

export interface PhotoSelection {
  files: File[];
  /** Something the person should know about what was not added, or null. */
  note: string | null;
}

const ACCEPTED: readonly string[] = PHOTO_CONTENT_TYPES;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds newly picked files to the current selection: only JPEG, PNG and WEBP, no file twice,
 * and at most `max` in all; extras are left out and the note says so.
 */
export function addPhotos(
  current: readonly File[],
  picked: readonly File[],
  max = MAX_PHOTOS_PER_UPLOAD,
): PhotoSelection {
  const notImages = picked.filter((file) => !ACCEPTED.includes(file.type));
  const fresh = picked.filter((file) => ACCEPTED.includes(file.type) && !current.some((kept) => sameFile(kept, file)));
  const room = Math.max(0, max - current.length);
  const added = fresh.slice(0, room);
  const leftOut = fresh.length - added.length;

  const notes: string[] = notImages.map((file) => FURNITURE_PHOTO_MESSAGES.notAnImage(`"${file.name}"`));
  if (leftOut > 0) {
    notes.push(
      `You can send up to ${max} photos at a time, so ${leftOut} ${leftOut === 1 ? 'photo was' : 'photos were'} left out.`,
    );
  }
  return { files: [...current, ...added], note: notes.length > 0 ? notes.join(' ') : null };
}
