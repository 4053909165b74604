import type { QueryClient } from '@tanstack/react-query';
import { FURNITURE_PHOTOS_API } from './photo-groups';

/** Every back-office view that shows photos: this list and the appointment screens (their photos). */
export function invalidatePhotoViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === 'string' &&
      (queryKey[0] === FURNITURE_PHOTOS_API || queryKey[0].startsWith('/api/admin/appointments')),
  });
}
