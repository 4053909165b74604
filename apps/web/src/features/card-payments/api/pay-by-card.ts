import { cardCheckoutSchema, type Locale } from '@ta/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The client area's Pay button: POST /api/invoices/:id/pay. */
export const invoicePayPath = (invoiceId: number) => `/api/invoices/${invoiceId}/pay`;

/** The e-mailed pay link's Pay button: POST /api/pay-links/:token/pay. */
export const payLinkPayPath = (token: string) => `/api/pay-links/${encodeURIComponent(token)}/pay`;

/**
 * Pay by card (docs/payments.md): the server starts Stripe's page for what is left to pay and answers
 * its address; the browser goes there. Nothing is marked paid here: only Stripe's webhook does that.
 */
export function usePayByCard(path: string) {
  return useMutation({
    mutationFn: async (language: Locale) =>
      cardCheckoutSchema.parse(await apiRequest<unknown>(path, { method: 'POST', body: { language } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
