import { staffVisitSchema, type StaffVisit } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { visitPath } from './get-visit';

/** POST /api/admin/visits/{id}/start: time in; the answer carries the checklist copied into the visit. */
export async function startVisit(id: number): Promise<StaffVisit> {
  return staffVisitSchema.parse(await apiRequest<unknown>(`${visitPath(id)}/start`, { method: 'POST' }));
}

export function useStartVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startVisit,
    onSuccess: (visit) => {
      queryClient.setQueryData(queryKeys.visits.detail(visit.id), visit);
      void refreshAfter(queryClient, 'visit');
    },
  });
}
