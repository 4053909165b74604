import {
  priceItemViewSchema,
  quoteCreateSchema,
  quoteDraftSchema,
  quoteListQuerySchema,
  quoteSummarySchema,
  scheduleContactSchema,
  staffQuoteSchema,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { offeredPriceItems } from '../price-list.js';
import { listQuotes, staffQuote } from '../quote-views.js';
import {
  createQuoteFromRequest,
  newQuoteVersion,
  saveQuoteDraft,
  scheduleQuote,
  sendQuote,
  withdrawQuote,
} from '../quotes.js';
import { serviceContext } from '../../service-context.js';

const quoteId = (raw: string) => routeIdOr404(raw, 'quote_not_found');

/**
 * The back office's quotes (docs/quotes.md): the price list's active items for the builder, the list,
 * making a quote from a request, Save, Send, New version, Withdraw and Schedule. Staff and admins (the
 * folder's guard); only an admin changes an approved quote (domains/quotes/quotes.ts). No answer carries the
 * link's token or its hash.
 */
const staffQuotesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/staff/price-items', { schema: { response: { 200: z.array(priceItemViewSchema) } } }, async () =>
    offeredPriceItems(ctx),
  );

  app.get(
    '/admin/quotes',
    { schema: { querystring: quoteListQuerySchema, response: { 200: z.array(quoteSummarySchema) } } },
    async (request) => listQuotes(ctx, request.query),
  );

  app.post(
    '/admin/quotes',
    { schema: { body: quoteCreateSchema, response: { 201: staffQuoteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createQuoteFromRequest(ctx, currentUser(request), request.body.contactRequestId)),
  );

  app.get('/admin/quotes/:id', { schema: { params: idParams, response: { 200: staffQuoteSchema } } }, async (request) =>
    staffQuote(ctx, quoteId(request.params.id)),
  );

  app.put(
    '/admin/quotes/:id/draft',
    { schema: { params: idParams, body: quoteDraftSchema, response: { 200: staffQuoteSchema } } },
    async (request) => saveQuoteDraft(ctx, quoteId(request.params.id), request.body),
  );

  app.post(
    '/admin/quotes/:id/send',
    { schema: { params: idParams, response: { 200: staffQuoteSchema } } },
    async (request) => sendQuote(ctx, currentUser(request), quoteId(request.params.id)),
  );

  app.post(
    '/admin/quotes/:id/versions',
    { schema: { params: idParams, response: { 201: staffQuoteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await newQuoteVersion(ctx, currentUser(request), quoteId(request.params.id))),
  );

  app.post(
    '/admin/quotes/:id/withdraw',
    { schema: { params: idParams, response: { 200: staffQuoteSchema } } },
    async (request) => withdrawQuote(ctx, currentUser(request), quoteId(request.params.id)),
  );

  app.post(
    '/admin/quotes/:id/schedule',
    { schema: { params: idParams, body: scheduleContactSchema, response: { 200: staffQuoteSchema } } },
    async (request) => scheduleQuote(ctx, currentUser(request), quoteId(request.params.id), request.body),
  );
};

export default staffQuotesRoutes;
