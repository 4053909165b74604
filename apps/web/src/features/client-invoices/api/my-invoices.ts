import { invoiceDetailSchema, invoiceSummarySchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/invoices: the client's own invoices (or the client's a trusted contact helps with). */
export function useMyInvoices() {
  return useQuery({
    queryKey: queryKeys.invoices.mine,
    queryFn: ({ signal }) => getParsed(invoiceSummarySchema.array(), '/api/invoices', signal),
  });
}

/** GET /api/invoices/:id: null when it is not theirs or does not exist. */
export function useMyInvoice(id: number) {
  return useQuery({
    queryKey: queryKeys.invoices.mineDetail(id),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(invoiceDetailSchema, `/api/invoices/${id}`, signal)),
  });
}
