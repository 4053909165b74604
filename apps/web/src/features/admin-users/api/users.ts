import { adminUserSchema, pageSchema, type AdminUser, type UserCreate, type UserUpdate } from '@ta/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';
import type { UsersParams } from '../users-params';

const USERS_PATH = '/api/admin/users';
const USERS_PAGE_SIZE = 25;
const usersPageSchema = pageSchema(adminUserSchema);

/** GET /api/admin/users: one page of accounts; the last page stays shown while the next loads. */
export function useUsers(params: UsersParams, enabled = true) {
  const path = withQuery(USERS_PATH, { page: params.page, pageSize: USERS_PAGE_SIZE, search: params.search });
  return useQuery({
    queryKey: queryKeys.users.list(params),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getParsed(usersPageSchema, path, signal),
  });
}

/** One account (GET /api/admin/users/{id}); null when there is none. */
export function useUser(id: number) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(adminUserSchema, `${USERS_PATH}/${id}`, signal)),
  });
}

/** New User: POST /api/admin/users. */
async function createUser(input: UserCreate): Promise<AdminUser> {
  return adminUserSchema.parse(await apiRequest<unknown>(USERS_PATH, { method: 'POST', body: input }));
}

/** Edit User: PATCH /api/admin/users/{id} with the changed fields only. */
async function updateUser({ id, changes }: { id: number; changes: UserUpdate }): Promise<AdminUser> {
  return adminUserSchema.parse(await apiRequest<unknown>(`${USERS_PATH}/${id}`, { method: 'PATCH', body: changes }));
}

export const useCreateUser = () => useWrite(createUser, 'user');
export const useUpdateUser = () => useWrite(updateUser, 'user');
