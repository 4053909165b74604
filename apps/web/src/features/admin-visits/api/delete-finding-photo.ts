import { apiRequest } from '../../../lib/api-client';
import { visitPath } from './get-visit';

/** DELETE /api/admin/visits/{id}/photos/{photoId}: a photo taken by mistake. */
export async function deleteFindingPhoto(visitId: number, photoId: number): Promise<void> {
  await apiRequest<unknown>(`${visitPath(visitId)}/photos/${photoId}`, { method: 'DELETE' });
}
