import { visitPlanSchema, z, type VisitPlanValues } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { propertyPath } from './get-property';

/** The new plan, and how many visits it made. */
const planCreatedSchema = z.object({ plan: visitPlanSchema, created: z.number().int() });
export type PlanCreated = z.infer<typeof planCreatedSchema>;

/** New plan: POST /api/admin/properties/{id}/plans; the server makes the visits ahead. */
export async function createVisitPlan({ propertyId, plan }: { propertyId: number; plan: VisitPlanValues }) {
  return planCreatedSchema.parse(
    await apiRequest<unknown>(`${propertyPath(propertyId)}/plans`, { method: 'POST', body: plan }),
  );
}

export const useCreateVisitPlan = () => useWrite(createVisitPlan, 'visit');
