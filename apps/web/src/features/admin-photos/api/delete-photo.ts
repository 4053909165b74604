import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';
import { FURNITURE_PHOTOS_API } from './photo-groups';

/** DELETE /api/furniture-photos/{id}: the row and its bytes go (204). */
export async function deletePhoto(id: number): Promise<void> {
  await apiRequest<unknown>(`${FURNITURE_PHOTOS_API}/${id}`, { method: 'DELETE' });
}

/** Settles once the list has reloaded, so the dialog closes onto the list without that photo. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => refreshAfter(queryClient, 'photo'),
    // Someone else deleted it first: the list should stop showing it.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void refreshAfter(queryClient, 'photo');
    },
  });
}
