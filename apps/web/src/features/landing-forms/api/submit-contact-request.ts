import { contactRequestReceiptSchema, type ContactRequestReceipt, type LandingContactInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the landing page's contact form or request form; the answer carries the tracking code. */
export async function submitContactRequest(input: LandingContactInput): Promise<ContactRequestReceipt> {
  return contactRequestReceiptSchema.parse(await apiRequest<unknown>('/api/contact', { method: 'POST', body: input }));
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
