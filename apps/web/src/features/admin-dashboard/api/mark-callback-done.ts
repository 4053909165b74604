import { adminContactSchema, type AdminContact } from '@ta/shared';
import { useWrite } from '../../../lib/refresh-after';
import { apiRequest } from '../../../lib/api-client';

/**
 * Done with a callback: the contact request's own status flow (PATCH /api/contact/{id} to
 * completed), as the Update dialog does it, so its history and e-mails are the same.
 */
export async function markCallbackDone(id: number): Promise<AdminContact> {
  return adminContactSchema.parse(
    await apiRequest<unknown>(`/api/contact/${id}`, { method: 'PATCH', body: { status: 'completed' } }),
  );
}

export const useMarkCallbackDone = () => useWrite(markCallbackDone, 'contact');
