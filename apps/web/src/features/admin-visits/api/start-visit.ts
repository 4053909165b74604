import { staffVisitSchema, type StaffVisit, type StartVisitInput } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import { visitPath } from './get-visit';

/**
 * POST /api/admin/visits/{id}/start: time in; the answer carries the checklist copied into the visit.
 * `moveToToday` moves a visit planned for another day to today (the server refuses it otherwise).
 */
export async function startVisit({ id, moveToToday }: { id: number; moveToToday: boolean }): Promise<StaffVisit> {
  const body: StartVisitInput = { moveToToday };
  return staffVisitSchema.parse(await apiRequest<unknown>(`${visitPath(id)}/start`, { method: 'POST', body }));
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
