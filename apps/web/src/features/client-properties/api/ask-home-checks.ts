import { homeChecksRequestedSchema, type HomeChecksRequested, type HomeChecksRequestInput } from '@ta/shared';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/refresh-after';

/** "Ask for home checks": POST /api/properties/{id}/home-checks makes a request to the office (no note: none sent). */
export async function askForHomeChecks({
  propertyId,
  input,
}: {
  propertyId: number;
  input: HomeChecksRequestInput;
}): Promise<HomeChecksRequested> {
  return homeChecksRequestedSchema.parse(
    await apiRequest<unknown>(`/api/properties/${propertyId}/home-checks`, { method: 'POST', body: input }),
  );
}

export const useAskForHomeChecks = () => useWrite(askForHomeChecks, 'homeChecksAsked');
