import {
  priceItemViewSchema,
  quoteSummarySchema,
  staffQuoteSchema,
  type PriceItemView,
  type QuoteStatus,
  type QuoteSummary,
  type StaffQuote,
} from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type QuoteStatusFilter = QuoteStatus | 'all';

/** GET /api/admin/quotes: every quote, by status, or a request's quotes. */
export function useStaffQuotes(filter: { status: QuoteStatusFilter; contactRequestId?: number | undefined }) {
  return useQuery({
    queryKey: queryKeys.quotes.staffList(filter),
    queryFn: ({ signal }): Promise<QuoteSummary[]> =>
      getParsed(
        quoteSummarySchema.array(),
        withQuery('/api/admin/quotes', { status: filter.status, contactRequestId: filter.contactRequestId }),
        signal,
      ),
  });
}

/** GET /api/admin/quotes/{id}: the builder's whole quote, or null when there is none. */
export function useStaffQuote(id: string) {
  return useQuery({
    queryKey: queryKeys.quotes.staffDetail(id),
    queryFn: ({ signal }): Promise<StaffQuote | null> =>
      nullIfNotFound(getParsed(staffQuoteSchema, `/api/admin/quotes/${encodeURIComponent(id)}`, signal)),
  });
}

/** GET /api/staff/price-items: the active price list the builder adds lines from. */
export function usePriceItems() {
  return useQuery({
    queryKey: queryKeys.quotes.priceItems(),
    queryFn: ({ signal }): Promise<PriceItemView[]> =>
      getParsed(priceItemViewSchema.array(), '/api/staff/price-items', signal),
  });
}
