import { circleContactSchema, type CircleContact, type CircleInviteInput } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** The account holder invites someone they trust (POST /api/circle); the invitation is e-mailed. */
export async function inviteContact(input: CircleInviteInput): Promise<CircleContact> {
  return circleContactSchema.parse(await apiRequest<unknown>('/api/circle', { method: 'POST', body: input }));
}

export const useInviteContact = () => useWrite(inviteContact, 'circle');
