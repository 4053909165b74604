import { slotAnswerSchema, type SlotAnswer } from '@ta/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { slotsKey, slotsPath, type SlotChoice } from './slot-read';

export async function getOpenSlots(choice: SlotChoice, signal?: AbortSignal): Promise<SlotAnswer> {
  return slotAnswerSchema.parse(await apiRequest<unknown>(slotsPath(choice), { signal }));
}

/** The open times of the chosen service (none asked while no service is chosen). */
export function useOpenSlots(choice: SlotChoice | null) {
  return useQuery({
    queryKey: slotsKey(choice ?? { serviceTypeId: '', county: '', from: '' }),
    queryFn: ({ signal }) => getOpenSlots(choice as SlotChoice, signal),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
