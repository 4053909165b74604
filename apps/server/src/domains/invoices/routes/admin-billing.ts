import {
  balanceCents,
  billingExportQuerySchema,
  businessToday,
  centsToInput,
  invoiceLabel,
  invoiceState,
  staffInvoiceDetailSchema,
  voidInputSchema,
} from '@ta/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { toCsv } from '../../../lib/csv.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import * as activity from '../invoice-events.js';
import { staffInvoiceDetail } from '../invoice-views.js';

const params = z.object({ id: z.string().max(20) });

const attachment = (reply: FastifyReply, name: string, body: string) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(body);

/**
 * What only admins do with invoices (docs/invoices.md): void an invoice or a payment (a reason is
 * required; the number stays taken and nothing is deleted), and export invoices and payments for the
 * bookkeeper as CSV. Amounts in the export are dollars written from cents with integer arithmetic.
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/invoices/:id/void',
    { schema: { params, body: voidInputSchema, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'invoice_not_found');
      const invoice = await app.repos.invoices.byId(id);
      if (!invoice) throw notFound('invoice_not_found');
      if (!(await app.repos.invoices.voidInvoice(id, request.body.reason, new Date().toISOString()))) {
        throw conflict('invoice_void');
      }
      await app.repos.events.record(activity.invoiceVoided(currentUser(request), invoice, request.body.reason));
      return staffInvoiceDetail(app.repos, (await app.repos.invoices.byId(id)) ?? invoice);
    },
  );

  app.post(
    '/admin/payments/:id/void',
    { schema: { params, body: voidInputSchema, response: { 200: staffInvoiceDetailSchema } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'payment_not_found');
      const result = await app.repos.invoices.voidPayment(id, request.body.reason, new Date().toISOString());
      if (result === 'not-found') throw notFound('payment_not_found');
      if (result === 'void') throw conflict('payment_void');
      const payment = await app.repos.invoices.paymentById(id);
      const invoice = payment ? await app.repos.invoices.byId(payment.invoiceId) : undefined;
      if (!invoice) throw notFound('invoice_not_found');
      if (payment) {
        await app.repos.events.record(
          activity.paymentVoided(currentUser(request), invoice, payment, request.body.reason),
        );
      }
      return staffInvoiceDetail(app.repos, invoice);
    },
  );

  app.get(
    '/admin/billing/invoices.csv',
    { schema: { querystring: billingExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      const today = businessToday();
      const rows = await app.repos.invoices.issuedBetween(from, to);
      const body = toCsv([
        [
          'Invoice',
          'Kind',
          'Issued',
          'Due',
          'Client',
          'E-mail',
          'Subtotal',
          'Discount',
          'Total',
          'Paid',
          'Balance',
          'State',
          'Void reason',
        ],
        ...rows.map((r) => [
          invoiceLabel(r.number),
          r.kind,
          r.issuedOn,
          r.dueOn,
          r.recipientName,
          r.recipientEmail,
          centsToInput(r.subtotalCents),
          centsToInput(r.discountCents),
          centsToInput(r.totalCents),
          centsToInput(r.paidCents),
          centsToInput(r.voidedAt ? 0 : balanceCents(r.totalCents, r.paidCents)),
          invoiceState(r, today),
          r.voidReason,
        ]),
      ]);
      return attachment(reply, `invoices-${from}-to-${to}.csv`, body);
    },
  );

  app.get(
    '/admin/billing/payments.csv',
    { schema: { querystring: billingExportQuerySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await app.repos.invoices.receivedBetween(from, to);
      const body = toCsv([
        ['Received', 'Invoice', 'Client', 'Amount', 'Method', 'Reference', 'Note', 'Voided', 'Void reason'],
        ...rows.map((r) => [
          r.receivedOn,
          invoiceLabel(r.number),
          r.recipientName,
          centsToInput(r.amountCents),
          r.method,
          r.reference,
          r.note,
          r.voidedAt ? 'yes' : 'no',
          r.voidReason,
        ]),
      ]);
      return attachment(reply, `payments-${from}-to-${to}.csv`, body);
    },
  );
};

export default billingRoutes;
