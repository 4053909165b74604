import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';
import { checklistPath } from './get-checklist';

/** DELETE /api/admin/checklists/{id}: not the default (the server refuses it). */
async function deleteChecklist(id: number): Promise<void> {
  await apiRequest<unknown>(checklistPath(id), { method: 'DELETE' });
}

export const useDeleteChecklist = () => useWrite(deleteChecklist, 'checklist');
