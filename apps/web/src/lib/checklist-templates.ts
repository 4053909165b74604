import { checklistTemplateSchema, type ChecklistTemplate } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/admin/checklists: every checklist template (staff and admins; admins edit them). Shared by
 * the Checklists screen and a property's checklist panel, which offers them as choices.
 */
export const CHECKLISTS_PATH = '/api/admin/checklists';

const templatesSchema = checklistTemplateSchema.array();

export const checklistTemplatesQueryOptions = queryOptions({
  queryKey: queryKeys.checklists.list(),
  queryFn: ({ signal }): Promise<ChecklistTemplate[]> => getParsed(templatesSchema, CHECKLISTS_PATH, signal),
});

export function useChecklistTemplates() {
  return useQuery(checklistTemplatesQueryOptions);
}
