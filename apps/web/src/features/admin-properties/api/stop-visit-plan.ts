import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/**
 * Stop plan: POST /api/admin/plans/{id}/stop, where every standing visit stops (a property's home checks
 * are one); the server cancels its visits not yet started.
 */
async function stopVisitPlan(planId: number): Promise<void> {
  await apiRequest<unknown>(`/api/admin/plans/${encodeURIComponent(String(planId))}/stop`, { method: 'POST' });
}

export const useStopVisitPlan = () => useWrite(stopVisitPlan, 'visit');
