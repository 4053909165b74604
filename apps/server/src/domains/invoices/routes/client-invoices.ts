import { invoiceDetailSchema, invoiceLabel, invoiceSummarySchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepPrivate } from '../../../lib/cache-control.js';
import { needsRight } from '../../circle/index.js';
import { clientFor, guardRoutes, requireClient } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { mailIntl } from '../../../i18n/mail-intl.js';
import { renderInvoicePdf } from '../invoice-pdf.js';
import { clientInvoiceDetail, invoiceDocument, toInvoiceSummary } from '../invoice-views.js';

const params = z.object({ id: z.string().max(20) });

/**
 * "My invoices" in the client area (docs/invoices.md, "The client area"): the client's own invoices
 * with their state, one invoice with its lines and payments, and its PDF. Clients only; a trusted
 * contact needs the `billing` right. Someone else's invoice is answered as one that does not exist.
 */
const clientInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);

  async function own(clientId: number, raw: string) {
    const id = parseRouteId(raw);
    const invoice = id === undefined ? undefined : await app.repos.invoices.byId(id);
    if (!invoice || invoice.clientId !== clientId) throw notFound('invoice_not_found');
    return invoice;
  }

  app.get(
    '/invoices',
    { onRequest: needsRight('billing'), schema: { response: { 200: z.array(invoiceSummarySchema) } } },
    async (request) =>
      (await app.repos.invoices.forClient(clientFor(request, 'billing'))).map((row) => toInvoiceSummary(row)),
  );

  app.get(
    '/invoices/:id',
    { onRequest: needsRight('billing'), schema: { params, response: { 200: invoiceDetailSchema } } },
    async (request) => clientInvoiceDetail(app.repos, await own(clientFor(request, 'billing'), request.params.id)),
  );

  app.get('/invoices/:id/pdf', { onRequest: needsRight('billing'), schema: { params } }, async (request, reply) => {
    const invoice = await own(clientFor(request, 'billing'), request.params.id);
    const pdf = await renderInvoicePdf(await invoiceDocument(app.repos, invoice), invoice.language);
    const filename = mailIntl(invoice.language).t('invoice.file-name', { label: invoiceLabel(invoice.number) });
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
  });
};

export default clientInvoicesRoutes;
