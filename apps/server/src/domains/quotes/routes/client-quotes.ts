import { cardCheckoutSchema, cardPayInputSchema, clientQuoteSchema, quoteSummarySchema } from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import type { Locale } from '@ta/shared';
import { clientCaller, needsRight, type ClientCaller } from '../../circle/index.js';
import { clientFor, guardRoutes, requireClient } from '../../accounts/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { payClientDeposit } from '../quote-deposit-checkout.js';
import { clientQuote, clientQuotes } from '../quote-views.js';
import { answerClientQuote, type Answerer } from '../quotes.js';
import { quoteAnswerOperations } from './quote-answer-operations.js';
import { serviceContext } from '../../service-context.js';

const quoteId = (raw: string) => routeIdOr404(raw, 'quote_not_found');

/** Answers to quotes in the client area from one address, by the API or by the page's form. */
const quoteAnswerLimit = sharedLimit('quote-answer', 20, '15 minutes');
/** "Pay the deposit by card" from one address, by the API or by the page's form: each starts a page at Stripe. */
export const quoteDepositLimit = sharedLimit('quote-deposit', 20, '15 minutes');

/** Who answered, for the record: the signed-in person, the client they answer for, and from where. */
export function answererOf(request: FastifyRequest, caller: ClientCaller | null): Answerer {
  return {
    userId: caller?.actor.id ?? null,
    onBehalfOfId: caller && caller.actor.id !== caller.client.id ? caller.client.id : null,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}

/**
 * The client area's quotes (docs/quotes.md): the client, or a trusted contact with the `billing`
 * right, lists and reads the client's quotes that were sent, approves one by typing a name, or asks
 * for changes, and pays an approved quote's deposit by card. Someone else's quote, or one never sent,
 * answers 404 as one that does not exist.
 */
export const clientQuoteOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const billing = [requireClient, needsRight('billing')];
  /** The deposit's page at Stripe, paid by the person signed in for the client they act for. */
  const depositCheckout = async (request: FastifyRequest, id: string, language: Locale) => {
    const caller = await clientCaller(request, 'billing');
    return payClientDeposit(ctx, caller.actor, caller.client.id, quoteId(id), language);
  };
  /** Answers for the client the caller acts for, as the person signed in. */
  const answers = quoteAnswerOperations(
    [...billing, quoteAnswerLimit(app, config)],
    idParams,
    async (request, { id }, answer) => {
      const caller = await clientCaller(request, 'billing');
      return answerClientQuote(ctx, caller.client.id, quoteId(id), answererOf(request, caller), answer);
    },
    (request, { id }) => depositCheckout(request, id, requestLanguage(request)),
  );
  return {
    list: operation({
      checks: billing,
      response: z.array(quoteSummarySchema),
      run: async (_input, request) => clientQuotes(ctx, clientFor(request, 'billing')),
    }),
    read: operation({
      checks: billing,
      params: idParams,
      response: clientQuoteSchema,
      run: async ({ params: { id } }, request) => clientQuote(ctx, clientFor(request, 'billing'), quoteId(id)),
    }),
    ...answers,
    /** Pay the deposit by card: the address of Stripe's page for what is left of it (docs/quotes.md). */
    payDeposit: operation({
      checks: [...billing, quoteDepositLimit(app, config)],
      params: idParams,
      body: cardPayInputSchema,
      response: cardCheckoutSchema,
      run: async ({ params: { id }, body }, request) =>
        depositCheckout(request, id, body.language ?? requestLanguage(request)),
    }),
  };
});

const clientQuotesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  const ops = clientQuoteOperations(app, config);
  jsonRoute(app, 'GET', '/quotes', ops.list, { pageRead: true });
  jsonRoute(app, 'GET', '/quotes/:id', ops.read, { pageRead: true });
  jsonRoute(app, 'POST', '/quotes/:id/approve', ops.approve);
  jsonRoute(app, 'POST', '/quotes/:id/changes', ops.changes);
  jsonRoute(app, 'POST', '/quotes/:id/deposit', ops.payDeposit);
};

export default clientQuotesRoutes;
