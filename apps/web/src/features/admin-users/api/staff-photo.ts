import { STAFF_PHOTO_FIELD, staffPhotoStateSchema, type StaffPhotoState } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload-form';

/** Where a staff member's photo lives (docs/visit-status.md, "Who is at the door"). */
export const staffPhotoPath = (userId: number) => `/api/admin/users/${userId}/photo`;

/** POST …/photo: the owner uploads it, with progress. */
export async function uploadStaffPhoto(
  userId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<StaffPhotoState> {
  const form = new FormData();
  form.append(STAFF_PHOTO_FIELD, file);
  return staffPhotoStateSchema.parse(await uploadForm<unknown>(staffPhotoPath(userId), form, { onProgress }));
}

/** DELETE …/photo. */
export async function removeStaffPhoto(userId: number): Promise<StaffPhotoState> {
  return staffPhotoStateSchema.parse(await apiRequest<unknown>(staffPhotoPath(userId), { method: 'DELETE' }));
}
