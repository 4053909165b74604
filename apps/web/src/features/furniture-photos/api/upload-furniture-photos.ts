import {
  furniturePhotoUploadResultSchema,
  PHOTO_FILE_FIELD,
  type FurniturePhotoUploadInput,
  type FurniturePhotoUploadResult,
} from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../../../lib/upload-form';

export interface FurniturePhotoUpload {
  fields: FurniturePhotoUploadInput;
  files: readonly File[];
  onProgress?: (percent: number) => void;
}

/** Sends the photos and their details in one multipart request; answers `{ photos, message }`. */
export async function uploadFurniturePhotos({
  fields,
  files,
  onProgress,
}: FurniturePhotoUpload): Promise<FurniturePhotoUploadResult> {
  const form = new FormData();
  form.append('clientEmail', fields.clientEmail);
  form.append('furnitureType', fields.furnitureType);
  form.append('furnitureDescription', fields.furnitureDescription);
  for (const file of files) form.append(PHOTO_FILE_FIELD, file);
  const body = await uploadForm<unknown>('/api/furniture-photos', form, { onProgress });
  return furniturePhotoUploadResultSchema.parse(body);
}

export function useUploadFurniturePhotos() {
  return useMutation({ mutationFn: uploadFurniturePhotos });
}
