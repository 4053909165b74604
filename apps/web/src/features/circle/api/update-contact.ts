import { circleContactSchema, type CircleContact, type CircleUpdateInput } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** The account holder changes what a contact may do (PATCH /api/circle/:id). */
export async function updateContact({ id, input }: { id: number; input: CircleUpdateInput }): Promise<CircleContact> {
  return circleContactSchema.parse(await apiRequest<unknown>(`/api/circle/${id}`, { method: 'PATCH', body: input }));
}

export const useUpdateContact = () => useWrite(updateContact, 'circle');
