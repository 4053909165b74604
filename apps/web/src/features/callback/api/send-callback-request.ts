import { callbackReceiptSchema, type CallbackReceipt, type CallbackRequest } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/callback: the answer is the callback's tracking code (nothing else of the caller's). */
export async function sendCallbackRequest(input: CallbackRequest): Promise<CallbackReceipt> {
  return callbackReceiptSchema.parse(await apiRequest<unknown>('/api/callback', { method: 'POST', body: input }));
}

export function useSendCallbackRequest() {
  return useMutation({ mutationFn: sendCallbackRequest });
}
