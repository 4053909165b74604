import { staffQuoteSchema, type QuoteDraftValues, type ScheduleContact, type StaffQuote } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What changes a quote; each answers the quote as it is now. */
export type QuoteChange =
  | { kind: 'create'; contactRequestId: number }
  | { kind: 'save'; id: number; draft: QuoteDraftValues }
  | { kind: 'send'; id: number }
  | { kind: 'new-version'; id: number }
  | { kind: 'withdraw'; id: number }
  | { kind: 'schedule'; id: number; booking: ScheduleContact };

function callOf(change: QuoteChange): { path: string; method: 'POST' | 'PUT'; body?: unknown } {
  switch (change.kind) {
    case 'create':
      return { path: '/api/admin/quotes', method: 'POST', body: { contactRequestId: change.contactRequestId } };
    case 'save':
      return { path: `/api/admin/quotes/${change.id}/draft`, method: 'PUT', body: change.draft };
    case 'send':
      return { path: `/api/admin/quotes/${change.id}/send`, method: 'POST' };
    case 'new-version':
      return { path: `/api/admin/quotes/${change.id}/versions`, method: 'POST' };
    case 'withdraw':
      return { path: `/api/admin/quotes/${change.id}/withdraw`, method: 'POST' };
    case 'schedule':
      return { path: `/api/admin/quotes/${change.id}/schedule`, method: 'POST', body: change.booking };
  }
}

/** Any change to a quote: the detail takes the answer, and every list of quotes is read again. */
export function useQuoteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: QuoteChange): Promise<StaffQuote> => {
      const { path, method, body } = callOf(change);
      return staffQuoteSchema.parse(await apiRequest<unknown>(path, { method, ...(body ? { body } : {}) }));
    },
    onSuccess: (quote) => {
      queryClient.setQueryData(queryKeys.quotes.staffDetail(quote.id), quote);
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'staff', 'list'] });
    },
  });
}
