import { invoiceDetailSchema, invoiceSummarySchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { needsRight } from '../../circle/index.js';
import { clientFor, guardRoutes, requireClient } from '../../accounts/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { clientInvoice, clientInvoicePdf, clientInvoices } from '../invoices.js';

const invoiceId = (raw: string) => routeIdOr404(raw, 'invoice_not_found');

/**
 * "My invoices" in the client area (docs/invoices.md, "The client area"): the client's own invoices
 * with their state, one invoice with its lines and payments, and its PDF (Pay by card: domains/payments). Clients only; a trusted
 * contact needs the `billing` right. Someone else's invoice is answered as one that does not exist.
 */
export const clientInvoiceOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const billing = [requireClient, needsRight('billing')];
  return {
    list: operation({
      checks: billing,
      response: z.array(invoiceSummarySchema),
      run: async (_input, request) => clientInvoices(ctx, clientFor(request, 'billing')),
    }),
    read: operation({
      checks: billing,
      params: idParams,
      response: invoiceDetailSchema,
      run: async ({ params: { id } }, request) => clientInvoice(ctx, clientFor(request, 'billing'), invoiceId(id)),
    }),
  };
});

const clientInvoicesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  const ops = clientInvoiceOperations(app, config);
  jsonRoute(app, 'GET', '/invoices', ops.list, { pageRead: true });
  jsonRoute(app, 'GET', '/invoices/:id', ops.read, { pageRead: true });

  app.get(
    '/invoices/:id/pdf',
    { onRequest: needsRight('billing'), schema: { params: idParams } },
    async (request, reply) => {
      const clientId = clientFor(request, 'billing');
      const { pdf, filename } = await clientInvoicePdf(ctx, clientId, invoiceId(request.params.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};

export default clientInvoicesRoutes;
