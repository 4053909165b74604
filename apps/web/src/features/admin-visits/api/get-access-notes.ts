import { accessNotesSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { visitPath } from './get-visit';

/**
 * GET /api/admin/visits/{id}/access-notes, for the assigned staff member only. Read when the box
 * opens and forgotten as soon as it closes: nothing keeps the codes (no cache time, no retry that
 * could read them again later, never part of the server render).
 */
export function useAccessNotes(id: number) {
  return useQuery({
    queryKey: queryKeys.visitAccessNotes(id),
    queryFn: ({ signal }) => getParsed(accessNotesSchema, `${visitPath(id)}/access-notes`, signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
