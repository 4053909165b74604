import { adminUserSchema, type AdminUser } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** A lost phone: DELETE /api/admin/users/{id}/two-step clears it and signs the account out everywhere. */
async function resetTwoStep(id: number): Promise<AdminUser> {
  return adminUserSchema.parse(await apiRequest<unknown>(`/api/admin/users/${id}/two-step`, { method: 'DELETE' }));
}

export const useResetTwoStep = () => useWrite(resetTwoStep, 'user');
