import { findingPhotoSchema, PHOTO_FILE_FIELD, type FindingPhoto } from '@ta/shared';
import { uploadForm } from '../../../lib/upload-form';
import { visitPath } from './get-visit';

/** POST /api/admin/visits/{id}/items/{itemId}/photos: one photo of a finding, with upload progress. */
export async function uploadFindingPhoto(
  visitId: number,
  itemId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<FindingPhoto> {
  const form = new FormData();
  // The field the photo pipeline reads, as for furniture photos.
  form.append(PHOTO_FILE_FIELD, file);
  const body = await uploadForm<unknown>(`${visitPath(visitId)}/items/${itemId}/photos`, form, { onProgress });
  return findingPhotoSchema.parse(body);
}
