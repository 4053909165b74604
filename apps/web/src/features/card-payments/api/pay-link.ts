import { payLinkInvoiceSchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const payLinkApiPath = (token: string) => `/api/pay-links/${encodeURIComponent(token)}`;

/** Read by the server before /pay/:token, so the invoice and its Pay button work without JavaScript. */
export const payLinkRead = (token: string): ServerRead => ({
  queryKey: queryKeys.invoices.payLink(token),
  path: payLinkApiPath(token),
});

/** GET /api/pay-links/:token: the invoice's sums, or null for a link that no longer works (404). */
export function usePayLink(token: string) {
  return useQuery({
    queryKey: queryKeys.invoices.payLink(token),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(payLinkInvoiceSchema, payLinkApiPath(token), signal)),
  });
}
