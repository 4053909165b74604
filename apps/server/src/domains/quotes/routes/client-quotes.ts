import { clientQuoteSchema, quoteApproveSchema, quoteChangesSchema, quoteSummarySchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { clientCaller, needsRight, type ClientCaller } from '../../circle/index.js';
import { clientFor, guardRoutes, requireClient } from '../../accounts/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { clientQuote, clientQuotes } from '../quote-views.js';
import { answerClientQuote, type Answerer } from '../quotes.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });
const quoteId = (raw: string) => routeIdOr404(raw, 'quote_not_found');

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
 * for changes. Someone else's quote, or one never sent, answers 404 as one that does not exist.
 */
const clientQuotesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  const ctx = serviceContext(app, config);

  app.get(
    '/quotes',
    { onRequest: needsRight('billing'), schema: { response: { 200: z.array(quoteSummarySchema) } } },
    async (request) => clientQuotes(ctx, clientFor(request, 'billing')),
  );

  app.get(
    '/quotes/:id',
    { onRequest: needsRight('billing'), schema: { params, response: { 200: clientQuoteSchema } } },
    async (request) => clientQuote(ctx, clientFor(request, 'billing'), quoteId(request.params.id)),
  );

  app.post(
    '/quotes/:id/approve',
    {
      onRequest: needsRight('billing'),
      config: { rateLimit: callLimit(config, 20, '15 minutes') },
      schema: { params, body: quoteApproveSchema, response: { 200: clientQuoteSchema } },
    },
    async (request) => {
      const caller = await clientCaller(request, 'billing');
      const id = quoteId(request.params.id);
      return answerClientQuote(ctx, caller.client.id, id, answererOf(request, caller), {
        action: 'approved',
        ...request.body,
      });
    },
  );

  app.post(
    '/quotes/:id/changes',
    {
      onRequest: needsRight('billing'),
      config: { rateLimit: callLimit(config, 20, '15 minutes') },
      schema: { params, body: quoteChangesSchema, response: { 200: clientQuoteSchema } },
    },
    async (request) => {
      const caller = await clientCaller(request, 'billing');
      const id = quoteId(request.params.id);
      return answerClientQuote(ctx, caller.client.id, id, answererOf(request, caller), {
        action: 'changes_requested',
        ...request.body,
      });
    },
  );
};

export default clientQuotesRoutes;
