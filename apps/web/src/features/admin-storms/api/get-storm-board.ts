import { stormBoardSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { ADMIN_STORMS_PATH } from './get-storms';
import { readAgainOnMount } from '../../../lib/page-data';

/** The board reads itself again this often, so the office sees checks finish without reloading. */
export const BOARD_REFRESH_MS = 30_000;

export function stormBoardPath(id: string | number): string {
  return `${ADMIN_STORMS_PATH}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/storms/{id}; a missing storm is null (the page says Storm not found). */
export function stormBoardQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.storms.board(id),
    refetchOnMount: readAgainOnMount,
    refetchInterval: BOARD_REFRESH_MS,
    queryFn: ({ signal }) =>
      // A poll of an open board: it does not keep the session alive on its own.
      nullIfNotFound(getParsed(stormBoardSchema, stormBoardPath(id), signal, { background: true })),
  });
}

export function useStormBoard(id: string) {
  return useQuery(stormBoardQueryOptions(id));
}
