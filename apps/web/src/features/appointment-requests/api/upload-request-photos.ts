import { furniturePhotoSchema, PHOTO_FILE_FIELD, type FurniturePhoto, z } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-form';

export interface RequestPhotoUpload {
  email: string;
  message: string;
  files: readonly File[];
}

const FURNITURE_TYPE_LENGTH = 100;
const DEFAULT_DESCRIPTION = 'Photos sent with an appointment request.';

/**
 * SPEC §9: the furniture type is the first 100 characters of the message, or 'Furniture';
 * the description is the whole message. This page asks for the bare array (`?shape=array`).
 */
export async function uploadRequestPhotos({ email, message, files }: RequestPhotoUpload): Promise<FurniturePhoto[]> {
  const text = message.trim();
  const form = new FormData();
  form.append('clientEmail', email.trim());
  form.append('furnitureType', text.slice(0, FURNITURE_TYPE_LENGTH).trim() || 'Furniture');
  form.append('furnitureDescription', text || DEFAULT_DESCRIPTION);
  for (const file of files) form.append(PHOTO_FILE_FIELD, file);
  return z.array(furniturePhotoSchema).parse(await uploadForm<unknown>('/api/furniture-photos?shape=array', form));
}

export function useUploadRequestPhotos() {
  return useMutation({ mutationFn: uploadRequestPhotos });
}
