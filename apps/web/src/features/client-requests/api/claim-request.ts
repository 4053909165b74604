import { claimedRequestSchema, type ClaimedRequest, type ClaimRequestInput } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Adds an earlier request to the signed-in account by its tracking code and e-mail (POST /api/contact/claim). */
export async function claimRequest(input: ClaimRequestInput): Promise<ClaimedRequest> {
  return claimedRequestSchema.parse(await apiRequest<unknown>('/api/contact/claim', { method: 'POST', body: input }));
}

export function useClaimRequest() {
  return useMutation({ mutationFn: claimRequest });
}
