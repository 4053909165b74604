import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** The account holder ends a contact's access, at once (DELETE /api/circle/:id). */
export async function removeContact(id: number): Promise<void> {
  await apiRequest<unknown>(`/api/circle/${id}`, { method: 'DELETE' });
}

export const useRemoveContact = () => useWrite(removeContact, 'circle');
