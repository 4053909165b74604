import { textChoicesSchema, type TextChoices, type TextKindsInput, type TextsOnInput } from '@ta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const TEXTS_PATH = '/api/user/texts';

/**
 * Read by the server before the account page, so the section and its forms are right without
 * JavaScript. Without texts set up the answer is 404: the key holds null and there is no section.
 */
export const textChoicesRead: ServerRead = {
  queryKey: queryKeys.textChoices,
  path: TEXTS_PATH,
  signedInOnly: true,
  accountHolderOnly: true,
};

/** GET /api/user/texts: the number, the kinds, the consent; null when texts are not set up. */
export function useTextChoices() {
  return useQuery({
    queryKey: queryKeys.textChoices,
    queryFn: ({ signal }) => nullIfNotFound(getParsed(textChoicesSchema, TEXTS_PATH, signal)),
  });
}

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
