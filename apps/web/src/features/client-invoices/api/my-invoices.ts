import { invoiceDetailSchema, invoiceSummarySchema } from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, nullIfNotFound } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ServerRead } from '../../../lib/server-read';

const MY_INVOICES_PATH = '/api/invoices';
const myInvoicePath = (id: number) => `${MY_INVOICES_PATH}/${id}`;

/** Read by the server before /invoices, so the list is in the HTML without JavaScript. */
export const myInvoicesRead: ServerRead = {
  queryKey: queryKeys.invoices.mine,
  path: MY_INVOICES_PATH,
  signedInOnly: true,
};

/**
 * Read by the server before /invoices/:id; an id that is not a whole number is read by nobody (the
 * page says "not found" after its own read, which the API answers 404).
 */
export function myInvoiceRead(id: string): ServerRead | null {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  return { queryKey: queryKeys.invoices.mineDetail(Number(id)), path: myInvoicePath(Number(id)), signedInOnly: true };
}

/** GET /api/invoices: the client's own invoices (or the client's a trusted contact helps with). */
export function useMyInvoices() {
  return useQuery({
    queryKey: queryKeys.invoices.mine,
    queryFn: ({ signal }) => getParsed(invoiceSummarySchema.array(), MY_INVOICES_PATH, signal),
  });
}

/** GET /api/invoices/:id: null when it is not theirs or does not exist. */
export function useMyInvoice(id: number) {
  return useQuery({
    queryKey: queryKeys.invoices.mineDetail(id),
    queryFn: ({ signal }) => nullIfNotFound(getParsed(invoiceDetailSchema, myInvoicePath(id), signal)),
  });
}
