import { clientQuoteSchema, quoteApproveSchema, quoteChangesSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { isActing } from '../../circle/index.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { linkedQuote } from '../quote-views.js';
import { answerQuoteByLink } from '../quotes.js';
import { serviceContext } from '../../service-context.js';
import { answererOf } from './client-quotes.js';

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
  /** Who answers by the link: the signed-in person acting for no one else, and where from. */
  const visitor = (request: FastifyRequest) => ({
    signedIn: request.user && !isActing(request) ? request.user : null,
    from: answererOf(request, null),
  });

  app.get(
    '/quote-links/:token',
    { config: limit(60), schema: { params, response: { 200: clientQuoteSchema, 404: errorAnswerSchema } } },
    async (request) => linkedQuote(ctx, request.params.token),
  );

  app.post(
    '/quote-links/:token/approve',
    { config: limit(20), schema: { params, body: quoteApproveSchema, response: { 200: clientQuoteSchema } } },
    async (request) => {
      const { signedIn, from } = visitor(request);
      return answerQuoteByLink(ctx, request.params.token, signedIn, from, { action: 'approved', ...request.body });
    },
  );

  app.post(
    '/quote-links/:token/changes',
    { config: limit(20), schema: { params, body: quoteChangesSchema, response: { 200: clientQuoteSchema } } },
    async (request) => {
      const { signedIn, from } = visitor(request);
      return answerQuoteByLink(ctx, request.params.token, signedIn, from, {
        action: 'changes_requested',
        ...request.body,
      });
    },
  );
};

export default quoteLinksRoutes;
