import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** Stop plan: DELETE /api/admin/visit-plans/{id}; its visits still to come are cancelled by the server. */
async function stopVisitPlan(planId: number): Promise<void> {
  await apiRequest<unknown>(`/api/admin/visit-plans/${encodeURIComponent(String(planId))}`, { method: 'DELETE' });
}

export const useStopVisitPlan = () => useWrite(stopVisitPlan, 'visit');
