import { contactRequestReceiptSchema, type AppointmentRequestInput, type ContactRequestReceipt } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The appointment page's payload (name, serviceTypeId, preferred date and time, location). */
export async function submitAppointmentRequest(input: AppointmentRequestInput): Promise<ContactRequestReceipt> {
  return contactRequestReceiptSchema.parse(await apiRequest<unknown>('/api/contact', { method: 'POST', body: input }));
}

export function useSubmitAppointmentRequest() {
  return useMutation({ mutationFn: submitAppointmentRequest });
}
