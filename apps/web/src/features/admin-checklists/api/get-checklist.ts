import { checklistTemplateSchema } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { CHECKLISTS_PATH } from '../../../lib/checklist-templates';
import { queryKeys } from '../../../lib/query-keys';
import { readAgainOnMount } from '../../../lib/page-data';

export function checklistPath(id: number | string): string {
  return `${CHECKLISTS_PATH}/${encodeURIComponent(String(id))}`;
}

/** GET /api/admin/checklists/{id}; a missing template is null (the page says so). */
export function checklistQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.checklists.detail(id),
    refetchOnMount: readAgainOnMount,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(checklistTemplateSchema, checklistPath(id), signal)),
  });
}

export function useChecklist(id: string) {
  return useQuery(checklistQueryOptions(id));
}
