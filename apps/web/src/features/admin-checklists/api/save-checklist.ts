import { checklistTemplateSchema, type ChecklistTemplate, type ChecklistTemplateInput } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { CHECKLISTS_PATH } from '../../../lib/checklist-templates';
import { useWrite } from '../../../lib/refresh-after';
import { checklistPath } from './get-checklist';

/**
 * New checklist: POST /api/admin/checklists; an edit: PUT /api/admin/checklists/{id}, the whole
 * template (its sections and items in order).
 */
export async function saveChecklist({
  id,
  template,
}: {
  id: number | null;
  template: ChecklistTemplateInput;
}): Promise<ChecklistTemplate> {
  const answer =
    id === null
      ? await apiRequest<unknown>(CHECKLISTS_PATH, { method: 'POST', body: template })
      : await apiRequest<unknown>(checklistPath(id), { method: 'PUT', body: template });
  return checklistTemplateSchema.parse(answer);
}

export const useSaveChecklist = () => useWrite(saveChecklist, 'checklist');
