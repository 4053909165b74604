import { staffVisitSchema, type FinishVisitInput, type StaffVisit } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { visitPath } from './get-visit';

/** POST /api/admin/visits/{id}/finish: time out, the overall result and summary; the report goes out. */
export async function finishVisit({ id, input }: { id: number; input: FinishVisitInput }): Promise<StaffVisit> {
  return staffVisitSchema.parse(await apiRequest<unknown>(`${visitPath(id)}/finish`, { method: 'POST', body: input }));
}

export function useFinishVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishVisit,
    onSuccess: (visit) => {
      queryClient.setQueryData(queryKeys.visits.detail(visit.id), visit);
      void refreshAfter(queryClient, 'visit');
    },
  });
}
