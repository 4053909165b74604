import { furniturePhotoSchema, PHOTO_FILE_FIELD, type FurniturePhoto, z } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-form';

export interface RequestPhotoUpload {
  email: string;
  /** The chosen service's name: the photos are filed under it, as staff know the request by it. */
  furnitureType: string;
  /** The request's message, kept as the photos' description. */
  message: string;
  files: readonly File[];
}

const DEFAULT_TYPE = 'Furniture';
const DEFAULT_DESCRIPTION = 'Photos sent with an appointment request.';

/** This page asks for the bare array (`?shape=array`). */
export async function uploadRequestPhotos({
  email,
  furnitureType,
  message,
  files,
}: RequestPhotoUpload): Promise<FurniturePhoto[]> {
  const form = new FormData();
  form.append('clientEmail', email.trim());
  form.append('furnitureType', furnitureType.trim() || DEFAULT_TYPE);
  form.append('furnitureDescription', message.trim() || DEFAULT_DESCRIPTION);
  for (const file of files) form.append(PHOTO_FILE_FIELD, file);
  return z.array(furniturePhotoSchema).parse(await uploadForm<unknown>('/api/furniture-photos?shape=array', form));
}

export function useUploadRequestPhotos() {
  return useMutation({ mutationFn: uploadRequestPhotos });
}
