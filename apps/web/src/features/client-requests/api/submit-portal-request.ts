import { contactRequestReceiptSchema, type ContactRequestReceipt, type PortalRequestInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Sends the portal's New Request form (POST /api/contact); the request joins the signed-in account. */
export async function submitPortalRequest(input: PortalRequestInput): Promise<ContactRequestReceipt> {
  return contactRequestReceiptSchema.parse(await apiRequest<unknown>('/api/contact', { method: 'POST', body: input }));
}

export function useSubmitPortalRequest() {
  return useMutation({ mutationFn: submitPortalRequest });
}
