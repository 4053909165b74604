import { visitNoticesSchema, type VisitNoticesInput } from '@ta/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const VISIT_NOTICES_PATH = '/api/user/visit-notices';

/** Read by the server before the account page, so the boxes are ticked right without JavaScript. */
export const visitNoticesRead: ServerRead = {
  queryKey: queryKeys.visitNotices,
  path: VISIT_NOTICES_PATH,
  signedInOnly: true,
  accountHolderOnly: true,
};

/** GET /api/user/visit-notices: which visit steps the account holder is e-mailed about. */
export const visitNoticesQueryOptions = queryOptions({
  queryKey: queryKeys.visitNotices,
  queryFn: ({ signal }) => getParsed(visitNoticesSchema, VISIT_NOTICES_PATH, signal),
});

export function useVisitNotices(enabled: boolean) {
  return useQuery({ ...visitNoticesQueryOptions, enabled });
}

export async function saveVisitNotices(input: VisitNoticesInput): Promise<VisitNoticesInput> {
  return visitNoticesSchema.parse(await apiRequest<unknown>(VISIT_NOTICES_PATH, { method: 'PUT', body: input }));
}

/** PUT /api/user/visit-notices; the answer becomes what the page shows. */
export function useSaveVisitNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisitNotices,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.visitNotices, saved),
  });
}
