import { linkPhotosResultSchema, type LinkPhotosInput, type LinkPhotosResult } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-after';
import { FURNITURE_PHOTOS_API } from './photo-groups';

/** POST /api/furniture-photos/link: every unlinked photo of that e-mail goes to the appointment. */
export async function linkPhotos(input: LinkPhotosInput): Promise<LinkPhotosResult> {
  const data = await apiRequest<unknown>(`${FURNITURE_PHOTOS_API}/link`, { method: 'POST', body: input });
  return linkPhotosResultSchema.parse(data);
}

/** Settles once the list has reloaded, so the group shows its new counts when the dialog closes. */
export function useLinkPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPhotos,
    onSuccess: async () => {
      await refreshAfter(queryClient, 'photo');
    },
  });
}
