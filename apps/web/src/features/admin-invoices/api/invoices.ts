import {
  billingSummarySchema,
  invoiceDraftSchema,
  invoiceSummarySchema,
  staffInvoiceDetailSchema,
  type InvoiceFilter,
} from '@ta/shared';
import { useQuery } from '@tanstack/react-query';
import { getParsed, withQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/invoices?state=…: newest first. */
export function useInvoices(state: InvoiceFilter | undefined) {
  return useQuery({
    queryKey: queryKeys.invoices.list(state ?? 'all'),
    queryFn: ({ signal }) =>
      getParsed(invoiceSummarySchema.array(), withQuery('/api/admin/invoices', { state }), signal),
  });
}

/** GET /api/admin/invoices/:id: lines, payments, who made it. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: queryKeys.invoices.detail(id),
    queryFn: ({ signal }) => getParsed(staffInvoiceDetailSchema, `/api/admin/invoices/${id}`, signal),
  });
}

/** GET /api/admin/invoices/summary: the dashboard card's counts and sums. */
export function useBillingSummary() {
  return useQuery({
    queryKey: queryKeys.invoices.summary,
    staleTime: 30_000,
    queryFn: ({ signal }) => getParsed(billingSummarySchema, '/api/admin/invoices/summary', signal),
  });
}

/** GET /api/admin/appointments/:id/invoice-draft: what an invoice for the visit would hold. */
export function useInvoiceDraft(appointmentId: number) {
  return useQuery({
    queryKey: queryKeys.invoices.draft(appointmentId),
    queryFn: ({ signal }) =>
      getParsed(invoiceDraftSchema, `/api/admin/appointments/${appointmentId}/invoice-draft`, signal),
  });
}
