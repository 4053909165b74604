import { staffTextsSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/clients/{id}/texts: whether texts are set up, the kinds the client chose, every consent. */
export function useClientTexts(clientId: number) {
  return useQuery({
    queryKey: queryKeys.clientTexts(clientId),
    queryFn: ({ signal }) => getParsed(staffTextsSchema, `/api/admin/clients/${clientId}/texts`, signal),
  });
}
