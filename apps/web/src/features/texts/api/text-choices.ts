import { textChoicesSchema, type TextChoices, type TextKindsInput, type TextsOnInput } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { TEXTS_PATH } from '../../../lib/text-choices';

/** A change whose answer becomes what the section shows. */
function useTextsChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => textChoicesSchema.parse(await send(input)),
    onSuccess: (saved: TextChoices) => queryClient.setQueryData(queryKeys.textChoices, saved),
  });
}

/** PUT /api/user/texts: on, to this number, for these kinds, with the box ticked. */
export const useTurnTextsOn = () =>
  useTextsChange((input: TextsOnInput) => apiRequest<unknown>(TEXTS_PATH, { method: 'PUT', body: input }));

/** PUT /api/user/texts/kinds. */
export const useSaveTextKinds = () =>
  useTextsChange((input: TextKindsInput) => apiRequest<unknown>(`${TEXTS_PATH}/kinds`, { method: 'PUT', body: input }));

/** DELETE /api/user/texts. */
export const useTurnTextsOff = () =>
  useTextsChange((_input: void) => apiRequest<unknown>(TEXTS_PATH, { method: 'DELETE' }));
