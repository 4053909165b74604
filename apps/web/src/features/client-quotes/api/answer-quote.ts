import {
  cardCheckoutSchema,
  clientQuoteSchema,
  quoteApprovalSchema,
  type CardCheckout,
  type ClientQuote,
  type Locale,
  type QuoteApproval,
} from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { QuoteSource } from './client-quote';

export type QuoteAnswer =
  | { action: 'approve'; body: { version: number; typedName: string } }
  | { action: 'changes'; body: { version: number; message: string } };

/** An answer's result: an approval carries Stripe's page for the deposit when one is to be paid now. */
export type AnsweredQuote = ClientQuote & { depositCheckout?: QuoteApproval['depositCheckout'] };

/** POST approve or changes; the page shows the quote as the server answers it, and the list is read again. */
export function useAnswerQuote(source: QuoteSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, body }: QuoteAnswer): Promise<AnsweredQuote> => {
      const answer = await apiRequest<unknown>(`${source.path}/${action}`, { method: 'POST', body });
      return action === 'approve' ? quoteApprovalSchema.parse(answer) : clientQuoteSchema.parse(answer);
    },
    onSuccess: ({ depositCheckout: _page, ...quote }) => {
      queryClient.setQueryData(source.queryKey, quote);
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.mine() });
    },
    // A quote changed since it was opened: read it again, so the page shows the new version.
    onError: () => void queryClient.invalidateQueries({ queryKey: source.queryKey }),
  });
}

/**
 * Pay the deposit by card (docs/quotes.md, "Deposits"): Stripe's page for what is left of it, in the
 * page's language. A refusal (paid meanwhile) reads the quote again.
 */
export function usePayDeposit(source: QuoteSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Locale): Promise<CardCheckout> =>
      cardCheckoutSchema.parse(
        await apiRequest<unknown>(`${source.path}/deposit`, { method: 'POST', body: { language } }),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: source.queryKey }),
  });
}
