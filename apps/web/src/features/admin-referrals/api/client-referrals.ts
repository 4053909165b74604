import { staffReferralsSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/clients/:id/referrals: who referred the client, whom they referred, where the discounts went. */
export function useClientReferrals(clientId: number) {
  return useQuery({
    queryKey: queryKeys.clientReferrals(clientId),
    queryFn: ({ signal }) => getParsed(staffReferralsSchema, `/api/admin/clients/${clientId}/referrals`, signal),
  });
}
