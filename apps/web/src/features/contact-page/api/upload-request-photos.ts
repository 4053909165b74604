import { furniturePhotoSchema, PHOTO_FILE_FIELD, requestPhotoDetails, type FurniturePhoto, z } from '@ta/shared';
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

/** The photos with the details `requestPhotoDetails` gives; this page asks for the bare array (`?shape=array`). */
export async function uploadRequestPhotos({
  email,
  furnitureType,
  message,
  files,
}: RequestPhotoUpload): Promise<FurniturePhoto[]> {
  const details = requestPhotoDetails(furnitureType, message);
  const form = new FormData();
  form.append('clientEmail', email.trim());
  form.append('furnitureType', details.furnitureType);
  form.append('furnitureDescription', details.furnitureDescription);
  for (const file of files) form.append(PHOTO_FILE_FIELD, file);
  return z.array(furniturePhotoSchema).parse(await uploadForm<unknown>('/api/furniture-photos?shape=array', form));
}

export function useUploadRequestPhotos() {
  return useMutation({ mutationFn: uploadRequestPhotos });
}
