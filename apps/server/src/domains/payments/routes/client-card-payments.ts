import { cardCheckoutSchema, cardPayInputSchema, localeOfPath } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { clientFor, currentUser, guardRoutes, requireClient } from '../../accounts/index.js';
import { needsRight } from '../../circle/index.js';
import { serviceContext } from '../../service-context.js';
import { payInvoiceByCard } from '../invoice-checkout.js';

/**
 * Pay by card in the client area (docs/payments.md): the address of Stripe's page for what is left to
 * pay on one of the client's invoices. Clients only; a trusted contact needs the `billing` right, as
 * for reading the invoice. Someone else's invoice is answered as one that does not exist.
 */
export const clientCardPaymentOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    pay: operation({
      checks: [requireClient, needsRight('billing')],
      params: idParams,
      body: cardPayInputSchema,
      response: cardCheckoutSchema,
      run: async ({ params: { id }, body }, request) =>
        payInvoiceByCard(
          ctx,
          currentUser(request),
          clientFor(request, 'billing'),
          routeIdOr404(id, 'invoice_not_found'),
          body.language ?? localeOfPath(request.url),
        ),
    }),
  };
});

const clientCardPaymentsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  jsonRoute(app, 'POST', '/invoices/:id/pay', clientCardPaymentOperations(app, config).pay);
};

export default clientCardPaymentsRoutes;
