import { billingExportQuerySchema, staffInvoiceDetailSchema, voidInputSchema } from '@ta/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { invoicesCsv, paymentsCsv } from '../billing-exports.js';
import { voidInvoice, voidPayment } from '../invoices.js';

const attachment = (reply: FastifyReply, name: string, body: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(body);

/**
 * What only admins do with invoices (docs/invoices.md): void an invoice or a payment (a reason is
 * required; the number stays taken and nothing is deleted), and export invoices and payments for the
 * bookkeeper as CSV (domains/invoices/billing-exports.ts).
 */
const billingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.post(
    '/admin/invoices/:id/void',
    { schema: { params: idParams, body: voidInputSchema, response: { 200: staffInvoiceDetailSchema } } },
    async (request) =>
      voidInvoice(ctx, currentUser(request), routeIdOr404(request.params.id, 'invoice_not_found'), request.body.reason),
  );

  app.post(
    '/admin/payments/:id/void',
    { schema: { params: idParams, body: voidInputSchema, response: { 200: staffInvoiceDetailSchema } } },
    async (request) =>
      voidPayment(ctx, currentUser(request), routeIdOr404(request.params.id, 'payment_not_found'), request.body.reason),
  );

  app.get(
    '/admin/billing/invoices.csv',
    { schema: { querystring: billingExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      return attachment(reply, `invoices-${from}-to-${to}.csv`, await invoicesCsv(ctx, from, to));
    },
  );

  app.get(
    '/admin/billing/payments.csv',
    { schema: { querystring: billingExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      return attachment(reply, `payments-${from}-to-${to}.csv`, await paymentsCsv(ctx, from, to));
    },
  );
};

export default billingRoutes;
