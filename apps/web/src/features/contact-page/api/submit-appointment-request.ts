import {
  contactRequestReceiptSchema,
  slotValue,
  type AppointmentRequestInput,
  type ContactRequestReceipt,
} from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The appointment page's payload (name, serviceTypeId, preferred date and time, location, a picked
 * time). The form's checked values hold the pick as its day and start: it is sent as the list's
 * "yyyy-MM-ddTHH:mm", as the server reads it.
 */
export async function submitAppointmentRequest(input: AppointmentRequestInput): Promise<ContactRequestReceipt> {
  const body = { ...input, slot: input.slot ? slotValue(input.slot) : undefined };
  return contactRequestReceiptSchema.parse(await apiRequest<unknown>('/api/contact', { method: 'POST', body }));
}

export function useSubmitAppointmentRequest() {
  return useMutation({ mutationFn: submitAppointmentRequest });
}
