import { clientQuoteSchema, quoteApproveSchema, quoteChangesSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { isActing } from '../../circle/index.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { notFound, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { sha256 } from '../../../lib/tokens.js';
import type { QuoteRecord } from '../quotes-repository.js';
import { answerQuote, clientQuoteView } from '../quotes.js';
import { serviceContext } from '../../service-context.js';
import { answererOf } from './client-quotes.js';

/** A link's token: 43 URL-safe characters (lib/tokens.ts); anything else is refused without a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The e-mailed link's side of a quote (docs/quotes.md): anyone holding the newest link reads the quote
 * and answers it, signed out. A made-up, older or withdrawn link answers the same 404. No answer carries
 * the token, and its path is hidden in the logs (lib/log-redaction.ts).
 */
const quoteLinksRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  const params = z.object({ token: z.string().max(400) });
  const limit = (max: number) => ({ rateLimit: callLimit(config, max, '15 minutes') });

  async function byToken(token: string): Promise<QuoteRecord> {
    const quote = TOKEN_SHAPE.test(token) ? await app.repos.quotes.findByTokenHash(sha256(token)) : undefined;
    if (!quote) throw notFound('quote_link_invalid');
    return quote;
  }

  /** The signed-in client whose quote it is is recorded as the one who answered; anyone else is not. */
  function linkAnswerer(request: FastifyRequest, quote: QuoteRecord) {
    const user = request.user;
    const own = user && !isActing(request) && quote.clientId !== null && user.id === quote.clientId;
    return answererOf(request, own ? { actor: user, client: user } : null);
  }

  app.get(
    '/quote-links/:token',
    { config: limit(60), schema: { params, response: { 200: clientQuoteSchema, 404: errorAnswerSchema } } },
    async (request) => clientQuoteView(app.repos, await byToken(request.params.token)),
  );

  app.post(
    '/quote-links/:token/approve',
    { config: limit(20), schema: { params, body: quoteApproveSchema, response: { 200: clientQuoteSchema } } },
    async (request) => {
      const quote = await byToken(request.params.token);
      return answerQuote(ctx, quote, linkAnswerer(request, quote), { action: 'approved', ...request.body });
    },
  );

  app.post(
    '/quote-links/:token/changes',
    { config: limit(20), schema: { params, body: quoteChangesSchema, response: { 200: clientQuoteSchema } } },
    async (request) => {
      const quote = await byToken(request.params.token);
      return answerQuote(ctx, quote, linkAnswerer(request, quote), { action: 'changes_requested', ...request.body });
    },
  );
};

export default quoteLinksRoutes;
