import { cardCheckoutSchema, cardPayInputSchema, clientQuoteSchema, type Locale } from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { isActing } from '../../circle/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { payLinkDeposit } from '../quote-deposit-checkout.js';
import { linkedQuote } from '../quote-views.js';
import { answerQuoteByLink } from '../quotes.js';
import { quoteAnswerOperations } from './quote-answer-operations.js';
import { serviceContext } from '../../service-context.js';
import { answererOf, quoteDepositLimit } from './client-quotes.js';

const params = z.object({ token: z.string().max(400) });

/** Reads of quotes by their e-mailed links from one address, by the API or by the page. */
const quoteLinkReadLimit = sharedLimit('quote-link-read', 60, '15 minutes');
/** Answers by e-mailed links from one address, by the API or by the page's form. */
const quoteLinkAnswerLimit = sharedLimit('quote-link-answer', 20, '15 minutes');

/**
 * The e-mailed link's side of a quote (docs/quotes.md): anyone holding the newest link reads the quote,
 * answers it and pays its deposit by card, signed out. A made-up, older or withdrawn link answers the same 404. No answer carries
 * the token, and its path is hidden in the logs (lib/log-redaction.ts).
 */
export const quoteLinkOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  /** The signed-in person acting for no one else: recorded as who answered or paid when the quote is theirs. */
  const signedIn = (request: FastifyRequest) => (request.user && !isActing(request) ? request.user : null);
  const depositCheckout = (request: FastifyRequest, token: string, language: Locale) =>
    payLinkDeposit(ctx, token, signedIn(request), language);
  /** Answers as whoever holds the link, and where from. */
  const answers = quoteAnswerOperations(
    [quoteLinkAnswerLimit(app, config)],
    params,
    (request, { token }, answer) => answerQuoteByLink(ctx, token, signedIn(request), answererOf(request, null), answer),
    (request, { token }) => depositCheckout(request, token, requestLanguage(request)),
  );
  return {
    read: operation({
      checks: [quoteLinkReadLimit(app, config)],
      params,
      response: clientQuoteSchema,
      run: async ({ params: { token } }) => linkedQuote(ctx, token),
    }),
    ...answers,
    /** Pay the deposit by card from the e-mailed link (docs/quotes.md, "Deposits"). */
    payDeposit: operation({
      checks: [quoteDepositLimit(app, config)],
      params,
      body: cardPayInputSchema,
      response: cardCheckoutSchema,
      run: async ({ params: { token }, body }, request) =>
        depositCheckout(request, token, body.language ?? requestLanguage(request)),
    }),
  };
});

const quoteLinksRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = quoteLinkOperations(app, config);
  jsonRoute(app, 'GET', '/quote-links/:token', ops.read, { pageRead: true, refusals: { 404: errorAnswerSchema } });
  jsonRoute(app, 'POST', '/quote-links/:token/approve', ops.approve);
  jsonRoute(app, 'POST', '/quote-links/:token/changes', ops.changes);
  jsonRoute(app, 'POST', '/quote-links/:token/deposit', ops.payDeposit);
};

export default quoteLinksRoutes;
