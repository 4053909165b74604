import { APPOINTMENT_STATUS_LABELS, PROJECT_STATUSES, type ProjectCounts, type ProjectStatus } from '@ta/shared';
import { laterPage, listHref, pageFrom, searchFrom } from '../../lib/list-address';

/** The projects screen's search, status filter and page, kept in the address. */
export interface ProjectParams {
  search: string;
  /** '' means every project status. */
  status: ProjectStatus | '';
  page: number;
}

export const PROJECTS_PATH = '/admin/projects';

export function isProjectStatus(value: string): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly string[]).includes(value);
}

/** Approved/Started, In Progress, Completed. */
export function projectStatusLabel(status: string): string {
  return isProjectStatus(status) ? APPOINTMENT_STATUS_LABELS[status] : 'Unknown';
}

/** Which count of `GET /api/admin/projects/counts` belongs to each status. */
export const PROJECT_COUNT_KEYS: Record<ProjectStatus, keyof ProjectCounts> = {
  approved: 'approved',
  'in-progress': 'inProgress',
  completed: 'completed',
};

export function parseProjectParams(search: string): ProjectParams {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  return { search: searchFrom(query), status: isProjectStatus(status) ? status : '', page: pageFrom(query) };
}

export function projectsHref(params: ProjectParams): string {
  return listHref(PROJECTS_PATH, { search: params.search, status: params.status, page: laterPage(params.page) });
}

/** Update is enabled only when the chosen status differs from the current one. */
export function canUpdateProjectStatus(current: string, choice: string | null): choice is ProjectStatus {
  return choice !== null && isProjectStatus(choice) && choice !== current;
}

/** The delete confirmation's question, naming the client. */
export function deleteProjectQuestion(client: string): string {
  return `Are you sure you want to delete the project for ${client}? This action cannot be undone.`;
}
