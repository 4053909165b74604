import type { PropertyChecklistInput } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { propertyPath } from './get-property';

/** PUT /api/admin/properties/{id}/checklist: the template (null: the default) and the property's own items. */
export async function savePropertyChecklist({ id, checklist }: { id: number; checklist: PropertyChecklistInput }) {
  await apiRequest<unknown>(`${propertyPath(id)}/checklist`, { method: 'PUT', body: checklist });
}

export const useSavePropertyChecklist = () => useWrite(savePropertyChecklist, 'property');
