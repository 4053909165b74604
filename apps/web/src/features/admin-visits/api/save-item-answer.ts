import { visitItemSchema, type ItemAnswerInput, type VisitItem } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { visitPath } from './get-visit';

/**
 * PUT /api/admin/visits/{id}/items/{itemId}: one item's answer, note and severity. Called by the
 * visit's answer keeper (use-visit-answers.ts), which keeps unsent answers and sends them again.
 */
export async function saveItemAnswer(visitId: number, itemId: number, answer: ItemAnswerInput): Promise<VisitItem> {
  return visitItemSchema.parse(
    await apiRequest<unknown>(`${visitPath(visitId)}/items/${itemId}`, { method: 'PUT', body: answer }),
  );
}
