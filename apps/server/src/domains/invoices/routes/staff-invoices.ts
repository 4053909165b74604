import {
  BILLING_MESSAGES,
  billingSummarySchema,
  businessToday,
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
import { badRequest, conflict, notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { sendInvoice, sendReceipt } from '../invoice-emails.js';
import { invoiceDraft, makeJobInvoice, makeLateCancellationInvoice } from '../invoice-making.js';
import { renderInvoicePdf } from '../invoice-pdf.js';
import { invoiceDocument, staffInvoiceDetail, toInvoiceSummary } from '../invoice-views.js';
import { serviceContext } from '../../service-context.js';
import * as activity from '../invoice-events.js';

const params = z.object({ id: z.string().max(20) });

/**
 * Invoices in the back office (docs/invoices.md), for staff and admins: making one for a visit (its
 * job, or its late cancellation once confirmed), the list and the dashboard's sums, one invoice with
 * its PDF, sending it again, and recording a payment (a receipt goes to the client). Voiding and the
 * bookkeeper's export are the admins' (domains/invoices/routes/admin-billing.ts).
 */
const invoicesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const invoiceOr404 = async (raw: string) => {
    const invoice = await app.repos.invoices.byId(routeIdOr404(raw, 'invoice_not_found'));
    if (!invoice) throw notFound('invoice_not_found');
    return invoice;
  };
  const made = async (id: number) => {
    const invoice = await invoiceOr404(String(id));
    await sendInvoice(ctx, invoice);
    return staffInvoiceDetail(app.repos, (await app.repos.invoices.byId(id)) ?? invoice);
  };

  app.get(
    '/admin/appointments/:id/invoice-draft',
    { schema: { params, response: { 200: invoiceDraftSchema } } },
    async (request) => invoiceDraft(app.repos, routeIdOr404(request.params.id, 'appointment_not_found')),
  );

  app.post(
    '/admin/appointments/:id/invoice',
    { schema: { params, body: jobInvoiceInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const appointmentId = routeIdOr404(request.params.id, 'appointment_not_found');
      const id = await makeJobInvoice(app.repos, currentUser(request), appointmentId, request.body.lines);
      return reply.code(201).send(await made(id));
    },
  );

  app.post(
    '/admin/appointments/:id/late-cancellation-invoice',
    { schema: { params, body: lateCancellationInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const appointmentId = routeIdOr404(request.params.id, 'appointment_not_found');
      const id = await makeLateCancellationInvoice(app.repos, currentUser(request), appointmentId);
      return reply.code(201).send(await made(id));
    },
  );

  app.get(
    '/admin/invoices',
    { schema: { querystring: invoiceListQuerySchema, response: { 200: z.array(invoiceSummarySchema) } } },
    async (request) => {
      const today = businessToday();
      const rows = await app.repos.invoices.list(request.query.state, today);
      return rows.map((row) => toInvoiceSummary(row, today));
    },
  );

  app.get('/admin/invoices/summary', { schema: { response: { 200: billingSummarySchema } } }, async () =>
    app.repos.invoices.summary(businessToday()),
  );

  app.get('/admin/invoices/:id', { schema: { params, response: { 200: staffInvoiceDetailSchema } } }, async (request) =>
    staffInvoiceDetail(app.repos, await invoiceOr404(request.params.id)),
  );

  app.get('/admin/invoices/:id/pdf', { schema: { params } }, async (request, reply) => {
    const invoice = await invoiceOr404(request.params.id);
    // The back office reads the invoice as the client does, in the client's language.
    const pdf = await renderInvoicePdf(await invoiceDocument(app.repos, invoice), invoice.language);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoiceLabel(invoice.number)}.pdf"`)
      .send(pdf);
  });

  app.post(
    '/admin/invoices/:id/send',
    { schema: { params, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => {
      const invoice = await invoiceOr404(request.params.id);
      if (invoice.voidedAt) throw conflict('invoice_void');
      const sent = await made(invoice.id);
      await app.repos.events.record(activity.invoiceSent(currentUser(request), invoice));
      return sent;
    },
  );

  app.post(
    '/admin/invoices/:id/payments',
    { schema: { params, body: paymentInputSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const invoice = await invoiceOr404(request.params.id);
      const { amount, method, reference, receivedOn, note } = request.body;
      const result = await app.repos.invoices.recordPayment(invoice.id, {
        amountCents: amount,
        method,
        reference: reference || null,
        receivedOn,
        note: note || null,
        recordedById: currentUser(request).id,
      });
      if (result.status === 'not-found') throw notFound('invoice_not_found');
      if (result.status === 'void') throw conflict('invoice_void');
      if (result.status !== 'recorded') {
        throw badRequest('payment_too_large', { amount: BILLING_MESSAGES.paymentTooLarge });
      }
      await app.repos.events.record(activity.paymentRecorded(currentUser(request), result.invoice, result.payment));
      await sendReceipt(ctx, result.invoice, result.payment);
      return reply.code(201).send(await staffInvoiceDetail(app.repos, result.invoice));
    },
  );
};

export default invoicesRoutes;
