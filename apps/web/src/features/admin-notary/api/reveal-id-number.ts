import { notaryIdNumberSchema } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { NOTARY_JOURNAL_PATH } from './get-journal';

/**
 * POST /api/admin/notary-journal/{id}/id-number: the whole number, for this admin, now. Never cached
 * (the server says no-store, and no query holds it): the screen keeps it only while it is shown.
 */
export async function revealIdNumber(id: number): Promise<string> {
  const answer = await apiRequest<unknown>(`${NOTARY_JOURNAL_PATH}/${id}/id-number`, { method: 'POST' });
  return notaryIdNumberSchema.parse(answer).idNumber;
}
