import { contactRequestReceiptSchema, type ContactRequestReceipt, type LandingContactInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the landing or quote form (same payload); the answer carries the tracking code. */
export async function submitContactRequest(input: LandingContactInput): Promise<ContactRequestReceipt> {
  return contactRequestReceiptSchema.parse(await apiRequest<unknown>('/api/contact', { method: 'POST', body: input }));
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
