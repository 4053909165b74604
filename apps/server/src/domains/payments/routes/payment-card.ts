import {
  autopayInputSchema,
  cardCheckoutSchema,
  cardPayInputSchema,
  localeOfPath,
  paymentCardSchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { accountHolder, requireClient } from '../../accounts/index.js';
import { holderOnly } from '../../circle/index.js';
import { serviceContext } from '../../service-context.js';
import { paymentCardOf, removeCard, setAutopay, startCardSetup } from '../payment-card.js';

/**
 * Only the account holder (decision 077): the card is theirs, and so is the consent to charge it. A
 * trusted contact helping with the account gets 403 before the body is read (even one with the billing
 * right, who pays an invoice by card but never keeps a card on the client's account or agrees to
 * autopay for them); staff get 403 (the office never turns autopay on for a client).
 */
const holder = [requireClient, holderOnly];

/** Each save starts a page at Stripe (and may make a customer): so many an hour from one address. */
const setupLimit = sharedLimit('payment-card-setup', 20, '1 hour');

/** The account page's card on file and autopay, as the JSON routes, the page's forms and its read do it. */
export const paymentCardOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: holder,
      response: paymentCardSchema,
      run: async (_input, request) => paymentCardOf(ctx, accountHolder(request)),
    }),
    setup: operation({
      checks: [...holder, setupLimit(app, config)],
      body: cardPayInputSchema,
      response: cardCheckoutSchema,
      run: async ({ body }, request) =>
        startCardSetup(ctx, accountHolder(request), body.language ?? localeOfPath(request.url)),
    }),
    autopay: operation({
      checks: holder,
      body: autopayInputSchema,
      response: paymentCardSchema,
      run: async ({ body }, request) =>
        setAutopay(ctx, accountHolder(request), body, body.language ?? localeOfPath(request.url)),
    }),
    remove: operation({
      checks: holder,
      response: paymentCardSchema,
      run: async (_input, request) => removeCard(ctx, accountHolder(request)),
    }),
  };
});

const paymentCardRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = paymentCardOperations(app, config);
  const refusals = { 404: errorAnswerSchema, 409: errorAnswerSchema };
  jsonRoute(app, 'GET', '/payment-card', ops.read, { pageRead: true, refusals });
  jsonRoute(app, 'POST', '/payment-card/setup', ops.setup, { refusals });
  jsonRoute(app, 'PUT', '/payment-card/autopay', ops.autopay, { refusals });
  jsonRoute(app, 'DELETE', '/payment-card', ops.remove, { refusals });
};

export default paymentCardRoutes;
