import { clientQuoteSchema, quoteSummarySchema, type ClientQuote, type QuoteSummary } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';
import { readAgainOnMount } from '../../../lib/page-data';

/**
 * Where a quote is read and answered: the client area's (/api/quotes/{id}) or the e-mailed link's
 * (/api/quote-links/{token}). Both answer the same shape, so one page body serves both.
 */
export interface QuoteSource {
  queryKey: readonly unknown[];
  /** GET here; POST `${path}/approve` and `${path}/changes`. */
  path: string;
  /** The page the no-JavaScript forms post to. */
  page: string;
}

export const clientQuoteSource = (id: string): QuoteSource => ({
  queryKey: queryKeys.quotes.mineDetail(id),
  path: `/api/quotes/${encodeURIComponent(id)}`,
  page: `/quotes/${encodeURIComponent(id)}`,
});

export const linkQuoteSource = (token: string): QuoteSource => ({
  queryKey: queryKeys.quotes.link(token),
  path: `/api/quote-links/${encodeURIComponent(token)}`,
  page: `/quote/${encodeURIComponent(token)}`,
});

/** Filled by the server before it renders the page, so the quote and its forms work without JavaScript. */
export const quoteRead = (source: QuoteSource, signedInOnly: boolean): ServerRead => ({
  queryKey: [...source.queryKey],
  path: source.path,
  signedInOnly,
});

/** The quote, or null when there is none to see (404: not the client's, withdrawn, an old link). */
export function useQuote(source: QuoteSource) {
  return useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }): Promise<ClientQuote | null> =>
      nullIfNotFound(getParsed(clientQuoteSchema, source.path, signal)),
  });
}

/** The client's quotes that were sent (GET /api/quotes). */
/** Read by the server before /quotes, so the list is in the HTML without JavaScript. */
export const myQuotesRead: ServerRead = { queryKey: queryKeys.quotes.mine(), path: '/api/quotes', signedInOnly: true };

export function useMyQuotes() {
  return useQuery({
    queryKey: queryKeys.quotes.mine(),
    refetchOnMount: readAgainOnMount,
    queryFn: async ({ signal }): Promise<QuoteSummary[]> => {
      const data = await apiRequest<unknown>('/api/quotes', { signal });
      return data === null ? [] : quoteSummarySchema.array().parse(data);
    },
  });
}
