import { furniturePhotoGroupSchema, pageSchema, type FurniturePhotoGroup, type Page } from '@ta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PHOTO_GROUPS_PAGE_SIZE, type PhotoListQuery } from '../photo-list';

/** GET /api/furniture-photos: client e-mails, paged and searched on the server. */
export const FURNITURE_PHOTOS_API = '/api/furniture-photos';

const groupPageSchema = pageSchema(furniturePhotoGroupSchema);

export interface PhotoGroupParams {
  page: number;
  pageSize: number;
  search?: string;
}

export function photoGroupParams({ search, page }: PhotoListQuery): PhotoGroupParams {
  return search ? { page, pageSize: PHOTO_GROUPS_PAGE_SIZE, search } : { page, pageSize: PHOTO_GROUPS_PAGE_SIZE };
}

export function photoGroupsQueryOptions(params: PhotoGroupParams) {
  return queryOptions({
    queryKey: queryKeys.photos.groups(params),
    queryFn: async ({ signal }): Promise<Page<FurniturePhotoGroup>> => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search) query.set('search', params.search);
      const data = await apiRequest<unknown>(`${FURNITURE_PHOTOS_API}?${query.toString()}`, { signal });
      return groupPageSchema.parse(data);
    },
    // Uploads arrive at any time: the screen shows the list as it is now whenever it opens.
    refetchOnMount: 'always',
    // While the next page or search loads, the current one stays on screen (marked as updating).
    placeholderData: keepPreviousData,
  });
}

export function usePhotoGroups(query: PhotoListQuery) {
  return useQuery(photoGroupsQueryOptions(photoGroupParams(query)));
}
