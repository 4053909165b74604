import { staffPaymentCardSchema, type StaffPaymentCard } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/clients/{id}/payment-card: a client's card label, autopay with its consent, and the tries. */
export function useClientPaymentCard(clientId: number) {
  return useQuery({
    queryKey: queryKeys.clientPaymentCard(clientId),
    queryFn: ({ signal }) => getParsed(staffPaymentCardSchema, `/api/admin/clients/${clientId}/payment-card`, signal),
  });
}

async function turnAutopayOff(clientId: number): Promise<StaffPaymentCard> {
  return staffPaymentCardSchema.parse(
    await apiRequest<unknown>(`/api/admin/clients/${clientId}/payment-card/autopay-off`, { method: 'POST' }),
  );
}

/** POST …/payment-card/autopay-off: the client asked by phone; the answer is what the page shows. */
export function useTurnAutopayOff(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => turnAutopayOff(clientId),
    onSuccess: (card) => queryClient.setQueryData(queryKeys.clientPaymentCard(clientId), card),
  });
}
