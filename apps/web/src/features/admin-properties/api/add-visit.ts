import { visitSummarySchema, type SingleVisitInput, type VisitSummary } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { propertyPath } from './get-property';

/** Add one visit: POST /api/admin/properties/{id}/visits, outside any plan. */
async function addVisit({ propertyId, visit }: { propertyId: number; visit: SingleVisitInput }): Promise<VisitSummary> {
  return visitSummarySchema.parse(
    await apiRequest<unknown>(`${propertyPath(propertyId)}/visits`, { method: 'POST', body: visit }),
  );
}

export const useAddVisit = () => useWrite(addVisit, 'visit');
