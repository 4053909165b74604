import { staffDirectorySchema, type StaffMember } from '@ta/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/admin/staff: the active staff and admins work can be given to (id, name, role). Shared by
 * every back-office form that names a person: Schedule, New and Edit Appointment, the request's assignee.
 */
const STAFF_DIRECTORY_PATH = '/api/admin/staff';

export async function getStaffDirectory(signal?: AbortSignal): Promise<StaffMember[]> {
  return staffDirectorySchema.parse(await apiRequest<unknown>(STAFF_DIRECTORY_PATH, { signal }));
}

export const staffDirectoryQueryOptions = queryOptions({
  queryKey: queryKeys.staffDirectory,
  queryFn: ({ signal }) => getStaffDirectory(signal),
});

export function useStaffDirectory() {
  return useQuery(staffDirectoryQueryOptions);
}
