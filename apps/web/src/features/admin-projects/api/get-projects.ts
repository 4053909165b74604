import { pageSchema, staffAppointmentSchema, type ProjectStatus } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { LIST_PAGES } from '../../../lib/list-query';
import { queryKeys } from '../../../lib/query-keys';

const ADMIN_PROJECTS_PATH = '/api/admin/projects';
const PROJECTS_PAGE_SIZE = 20;
const projectPageSchema = pageSchema(staffAppointmentSchema);

export interface ProjectListParams {
  search: string;
  status: ProjectStatus | '';
  page: number;
}

/** GET /api/admin/projects: appointments with a project status, newest date first. */
export function projectsQueryOptions(params: ProjectListParams) {
  const { search, status, page } = params;
  return queryOptions({
    queryKey: queryKeys.projects.list(params),
    ...LIST_PAGES,
    queryFn: ({ signal }) =>
      getParsed(
        projectPageSchema,
        withQuery(ADMIN_PROJECTS_PATH, { page, pageSize: PROJECTS_PAGE_SIZE, search, status }),
        signal,
      ),
  });
}

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
