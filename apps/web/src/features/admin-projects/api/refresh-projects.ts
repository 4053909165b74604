import type { QueryClient } from '@tanstack/react-query';
import { PROJECT_COUNTS_PATH } from './get-project-counts';
import { ADMIN_PROJECTS_PATH } from './get-projects';

/** A project is an appointment: its change shows on the projects screen and in every appointment list. */
const KEYS = [
  ADMIN_PROJECTS_PATH,
  PROJECT_COUNTS_PATH,
  '/api/admin/appointments',
  '/api/admin/appointments/summary',
  '/api/appointments',
];

export function refreshProjects(queryClient: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    ...KEYS.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    queryClient.invalidateQueries({ queryKey: [`/api/admin/appointments/${id}`] }),
  ]);
}
