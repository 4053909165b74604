import { visitPlanCreatedSchema, type VisitPlanCreated, type VisitPlanValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { propertyPath } from './get-property';

/** The new plan, how many visits it made, and which closed days it moved or skipped. */
export type PlanCreated = VisitPlanCreated;

/** New plan: POST /api/admin/properties/{id}/plans; the server makes the visits ahead. */
export async function createVisitPlan({ propertyId, plan }: { propertyId: number; plan: VisitPlanValues }) {
  return visitPlanCreatedSchema.parse(
    await apiRequest<unknown>(`${propertyPath(propertyId)}/plans`, { method: 'POST', body: plan }),
  );
}

export const useCreateVisitPlan = () => useWrite(createVisitPlan, 'visit');
