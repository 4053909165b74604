import { APPOINTMENT_STATUS_LABELS, PROJECT_STATUSES, type ProjectCounts, type ProjectStatus } from '@ta/shared';

/** The projects screen's search, status filter and page, kept in the address. */
export interface ProjectParams {
  search: string;
  /** '' means every project status. */
  status: ProjectStatus | '';
  page: number;
}

export const PROJECTS_PATH = '/admin/projects';
const MAX_PAGE = 100_000;

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
  const page = Number(query.get('page'));
  return {
    search: (query.get('search') ?? '').trim().slice(0, 200),
    status: isProjectStatus(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function projectsHref(params: ProjectParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${PROJECTS_PATH}?${text}` : PROJECTS_PATH;
}

/** Update is enabled only when the chosen status differs from the current one. */
export function canUpdateProjectStatus(current: string, choice: string | null): choice is ProjectStatus {
  return choice !== null && isProjectStatus(choice) && choice !== current;
}

/** The delete confirmation's question, naming the client. */
export function deleteProjectQuestion(client: string): string {
  return `Are you sure you want to delete the project for ${client}? This action cannot be undone.`;
}
