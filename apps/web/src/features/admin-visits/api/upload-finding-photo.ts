import { findingPhotoSchema, type FindingPhoto } from '@ta/shared';
import { uploadForm } from '../../../lib/upload-form';
import { visitPath } from './get-visit';

/** The multipart field the server reads the photo from. */
export const FINDING_PHOTO_FIELD = 'photo';

/** POST /api/admin/visits/{id}/items/{itemId}/photos: one photo of a finding, with upload progress. */
export async function uploadFindingPhoto(
  visitId: number,
  itemId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<FindingPhoto> {
  const form = new FormData();
  form.append(FINDING_PHOTO_FIELD, file);
  const body = await uploadForm<unknown>(`${visitPath(visitId)}/items/${itemId}/photos`, form, { onProgress });
  return findingPhotoSchema.parse(body);
}
