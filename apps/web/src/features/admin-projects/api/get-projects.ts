import { pageSchema, staffAppointmentSchema, type Page, type ProjectStatus, type StaffAppointment } from '@ta/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const ADMIN_PROJECTS_PATH = '/api/admin/projects';
export const PROJECTS_PAGE_SIZE = 20;

export interface ProjectListParams {
  search: string;
  status: ProjectStatus | '';
  page: number;
}

function projectsUrl({ search, status, page }: ProjectListParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PROJECTS_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  return `${ADMIN_PROJECTS_PATH}?${query.toString()}`;
}

/** GET /api/admin/projects: appointments with a project status, newest date first. */
export function projectsQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: queryKeys.projects.list(params),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<StaffAppointment>> =>
      pageSchema(staffAppointmentSchema).parse(await apiRequest<unknown>(projectsUrl(params), { signal })),
  });
}

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
