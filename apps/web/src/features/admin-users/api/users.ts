import { adminUserSchema, pageSchema, type AdminUser, type Page, type UserCreate, type UserUpdate } from '@ta/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh-after';
import type { UsersParams } from '../users-params';

export const USERS_PATH = '/api/admin/users';
export const USERS_PAGE_SIZE = 25;

const usersPageSchema = pageSchema(adminUserSchema);

export function usersUrl({ search, page }: UsersParams): string {
  const query = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `${USERS_PATH}?${query.toString()}`;
}

/** GET /api/admin/users: one page of accounts; the last page stays shown while the next loads. */
export function useUsers(params: UsersParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<Page<AdminUser>> =>
      usersPageSchema.parse(await apiRequest<unknown>(usersUrl(params), { signal })),
  });
}

/** New User: POST /api/admin/users. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UserCreate): Promise<AdminUser> =>
      adminUserSchema.parse(await apiRequest<unknown>(USERS_PATH, { method: 'POST', body: input })),
    onSuccess: () => void refreshAfter(queryClient, 'user'),
  });
}

/** Edit User: PATCH /api/admin/users/{id} with the changed fields only. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: UserUpdate }): Promise<AdminUser> =>
      adminUserSchema.parse(await apiRequest<unknown>(`${USERS_PATH}/${id}`, { method: 'PATCH', body: changes })),
    onSuccess: () => void refreshAfter(queryClient, 'user'),
  });
}
