import { clientQuoteSchema, type ClientQuote } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { QuoteSource } from './client-quote';

export type QuoteAnswer =
  | { action: 'approve'; body: { version: number; typedName: string } }
  | { action: 'changes'; body: { version: number; message: string } };

/** POST approve or changes; the page shows the quote as the server answers it, and the list is read again. */
export function useAnswerQuote(source: QuoteSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: QuoteAnswer): Promise<ClientQuote> =>
      clientQuoteSchema.parse(await apiRequest<unknown>(`${source.path}/${action}`, { method: 'POST', body })),
    onSuccess: (quote) => {
      queryClient.setQueryData(source.queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.mine() });
    },
    // A quote changed since it was opened: read it again, so the page shows the new version.
    onError: () => void queryClient.invalidateQueries({ queryKey: source.queryKey }),
  });
}
