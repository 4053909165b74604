import {
  billingSummarySchema,
  invoiceDraftSchema,
  invoiceLabel,
  invoiceListQuerySchema,
  invoiceSummarySchema,
  jobInvoiceInputSchema,
  lateCancellationInputSchema,
  paymentInputSchema,
  staffInvoiceDetailSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { invoiceDraft, makeJobInvoice, makeLateCancellationInvoice } from '../invoice-making.js';
import {
  invoicePdf,
  invoicesSummary,
  listInvoices,
  recordPayment,
  sendInvoiceAgain,
  staffInvoice,
} from '../invoices.js';
import { serviceContext } from '../../service-context.js';

const invoiceId = (raw: string) => routeIdOr404(raw, 'invoice_not_found');
const appointmentId = (raw: string) => routeIdOr404(raw, 'appointment_not_found');

/**
 * Invoices in the back office (docs/invoices.md), for staff and admins: making one for a visit (its
 * job, or its late cancellation once confirmed), the list and the dashboard's sums, one invoice with
 * its PDF, sending it again, and recording a payment (a receipt goes to the client). Voiding and the
 * bookkeeper's export are the admins' (domains/invoices/routes/admin-billing.ts).
 */
const invoicesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/appointments/:id/invoice-draft',
    { schema: { params: idParams, response: { 200: invoiceDraftSchema } } },
    async (request) => invoiceDraft(ctx, appointmentId(request.params.id)),
  );

  app.post(
    '/admin/appointments/:id/invoice',
    { schema: { params: idParams, body: jobInvoiceInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const id = appointmentId(request.params.id);
      return reply.code(201).send(await makeJobInvoice(ctx, currentUser(request), id, request.body.lines));
    },
  );

  app.post(
    '/admin/appointments/:id/late-cancellation-invoice',
    { schema: { params: idParams, body: lateCancellationInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const id = appointmentId(request.params.id);
      return reply.code(201).send(await makeLateCancellationInvoice(ctx, currentUser(request), id));
    },
  );

  app.get(
    '/admin/invoices',
    { schema: { querystring: invoiceListQuerySchema, response: { 200: z.array(invoiceSummarySchema) } } },
    async (request) => listInvoices(ctx, request.query.state),
  );

  app.get('/admin/invoices/summary', { schema: { response: { 200: billingSummarySchema } } }, async () =>
    invoicesSummary(ctx),
  );

  app.get(
    '/admin/invoices/:id',
    { schema: { params: idParams, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => staffInvoice(ctx, invoiceId(request.params.id)),
  );

  app.get('/admin/invoices/:id/pdf', { schema: { params: idParams } }, async (request, reply) => {
    // The back office reads the invoice as the client does, in the client's language.
    const { pdf, invoice } = await invoicePdf(ctx, invoiceId(request.params.id));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoiceLabel(invoice.number)}.pdf"`)
      .send(pdf);
  });

  app.post(
    '/admin/invoices/:id/send',
    { schema: { params: idParams, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => sendInvoiceAgain(ctx, currentUser(request), invoiceId(request.params.id)),
  );

  app.post(
    '/admin/invoices/:id/payments',
    { schema: { params: idParams, body: paymentInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await recordPayment(ctx, currentUser(request), invoiceId(request.params.id), request.body)),
  );
};

export default invoicesRoutes;
