import { furniturePhotoGroupSchema, pageSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
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

/** Uploads arrive at any time: the screen shows the list as it is now whenever it opens. */
export function photoGroupsQueryOptions(params: PhotoGroupParams) {
  const path = withQuery(FURNITURE_PHOTOS_API, { page: params.page, pageSize: params.pageSize, search: params.search });
  return queryOptions({
    queryKey: queryKeys.photos.groups(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) => getParsed(groupPageSchema, path, signal),
  });
}

export function usePhotoGroups(query: PhotoListQuery) {
  return useQuery(photoGroupsQueryOptions(photoGroupParams(query)));
}
