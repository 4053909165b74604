import { circleContactSchema, type CircleContact, type StaffCircleInviteInput } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/refresh-after';

const clientCirclePath = (clientId: number) => `/api/admin/clients/${clientId}/circle`;

/** A client's circle as the back office sees it (GET /api/admin/clients/:id/circle). */
export function useClientCircle(clientId: number) {
  return useQuery({
    queryKey: queryKeys.circle.ofClient(clientId),
    queryFn: ({ signal }) => getParsed(circleContactSchema.array(), clientCirclePath(clientId), signal),
  });
}

/** Staff add a trusted contact with the client's consent (POST /api/admin/clients/:id/circle). */
async function addClientContact({
  clientId,
  input,
}: {
  clientId: number;
  input: StaffCircleInviteInput;
}): Promise<CircleContact> {
  return circleContactSchema.parse(
    await apiRequest<unknown>(clientCirclePath(clientId), { method: 'POST', body: input }),
  );
}

/** Staff end a contact's access (DELETE /api/admin/clients/:id/circle/:contactId). */
async function removeClientContact({ clientId, contactId }: { clientId: number; contactId: number }): Promise<void> {
  await apiRequest<unknown>(`${clientCirclePath(clientId)}/${contactId}`, { method: 'DELETE' });
}

/** An admin confirms what a staff member proposed (POST …/circle/:contactId/confirm); the client is told. */
async function confirmClientContact({ clientId, contactId }: { clientId: number; contactId: number }): Promise<void> {
  await apiRequest<unknown>(`${clientCirclePath(clientId)}/${contactId}/confirm`, { method: 'POST' });
}

export const useAddClientContact = () => useWrite(addClientContact, 'circle');
export const useRemoveClientContact = () => useWrite(removeClientContact, 'circle');
export const useConfirmClientContact = () => useWrite(confirmClientContact, 'circle');
