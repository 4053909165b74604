import { cardCheckoutSchema, cardPayInputSchema, localeOfPath, payLinkInvoiceSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { serviceContext } from '../../service-context.js';
import { payInvoiceByLink, payLinkInvoice } from '../invoice-checkout.js';

const params = z.object({ token: z.string().max(400) });

/** Reads of invoices by their e-mailed pay links from one address, by the API or by the page. */
const payLinkReadLimit = sharedLimit('pay-link-read', 60, '15 minutes');
/** Pay by card from e-mailed links, from one address: each starts a page at Stripe. */
const payLinkPayLimit = sharedLimit('pay-link-pay', 20, '15 minutes');

/**
 * An invoice e-mail's pay link (docs/payments.md): whoever holds the newest link reads the invoice's
 * sums and pays it by card, signed out. A made-up, replaced or voided invoice's link answers the same
 * 404. No answer carries the token, and its path is hidden in the logs (lib/log-redaction.ts).
 */
export const payLinkOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: [payLinkReadLimit(app, config)],
      params,
      response: payLinkInvoiceSchema,
      run: async ({ params: { token } }) => payLinkInvoice(ctx, token),
    }),
    pay: operation({
      checks: [payLinkPayLimit(app, config)],
      params,
      body: cardPayInputSchema,
      response: cardCheckoutSchema,
      run: async ({ params: { token }, body }, request) =>
        payInvoiceByLink(ctx, token, body.language ?? localeOfPath(request.url)),
    }),
  };
});

const payLinksRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = payLinkOperations(app, config);
  jsonRoute(app, 'GET', '/pay-links/:token', ops.read, { pageRead: true, refusals: { 404: errorAnswerSchema } });
  jsonRoute(app, 'POST', '/pay-links/:token/pay', ops.pay);
};

export default payLinksRoutes;
