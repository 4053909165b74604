import type { JobInvoiceInputValues, PaymentInputValues, RefundInputValues, StaffInvoiceDetail } from '@ta/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every write refreshes all invoice reads: the list, the card, the visit's draft and the invoice itself. */
function useInvoiceWrite<V>(request: (values: V) => Promise<StaffInvoiceDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (invoice) => {
      queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}

/** POST /api/admin/appointments/:id/invoice (lines only when there is no approved quote). */
export function useMakeInvoice(appointmentId: number) {
  return useInvoiceWrite((body: JobInvoiceInputValues) =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/appointments/${appointmentId}/invoice`, { method: 'POST', body }),
  );
}

/** POST /api/admin/appointments/:id/late-cancellation-invoice, after the dialog's confirmation. */
export function useBillLateCancellation(appointmentId: number) {
  return useInvoiceWrite(() =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/appointments/${appointmentId}/late-cancellation-invoice`, {
      method: 'POST',
      body: { confirmed: true },
    }),
  );
}

/** POST /api/admin/invoices/:id/payments: the receipt e-mail goes out. */
export function useRecordPayment(invoiceId: number) {
  return useInvoiceWrite((body: PaymentInputValues) =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/invoices/${invoiceId}/payments`, { method: 'POST', body }),
  );
}

/** POST /api/admin/invoices/:id/send: the invoice e-mail again. */
export function useSendInvoice(invoiceId: number) {
  return useInvoiceWrite(() =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/invoices/${invoiceId}/send`, { method: 'POST' }),
  );
}

/** POST /api/admin/invoices/:id/void or /api/admin/payments/:id/void (admins), with the reason. */
export function useVoid(kind: 'invoices' | 'payments') {
  return useInvoiceWrite(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/${kind}/${id}/void`, { method: 'POST', body: { reason } }),
  );
}

/** POST /api/admin/payments/:id/refund (admins): Stripe gives back the amount to the card; the client is e-mailed. */
export function useRefundPayment(paymentId: number) {
  return useInvoiceWrite((body: RefundInputValues) =>
    apiRequest<StaffInvoiceDetail>(`/api/admin/payments/${paymentId}/refund`, { method: 'POST', body }),
  );
}
