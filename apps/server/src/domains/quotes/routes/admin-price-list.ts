import { billingRulesFormSchema, billingRulesSchema, priceItemFormSchema, priceItemViewSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import {
  billingRules,
  createPriceItem,
  priceItems,
  setBillingRules,
  setPriceItemActive,
  updatePriceItem,
} from '../price-list.js';

/**
 * The price list and the billing rules (docs/billing.md, "The price list"): admins only (the folder's
 * guard). Items are never deleted, only deactivated: quote and invoice lines point at them. Every write
 * is an activity event; any successful write also empties the server's page cache, so the landing page
 * shows the new prices at once (plugins/app/web.ts).
 */
const priceListRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const itemId = (raw: string) => routeIdOr404(raw, 'price_not_found');

  app.get('/admin/price-items', { schema: { response: { 200: z.array(priceItemViewSchema) } } }, async () =>
    priceItems(ctx),
  );

  app.post(
    '/admin/price-items',
    { schema: { body: priceItemFormSchema, response: { 201: priceItemViewSchema } } },
    async (request, reply) => reply.code(201).send(await createPriceItem(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/admin/price-items/:id',
    { schema: { params: idParams, body: priceItemFormSchema, response: { 200: priceItemViewSchema } } },
    async (request) => updatePriceItem(ctx, currentUser(request), itemId(request.params.id), request.body),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/admin/price-items/:id/${action}`,
      { schema: { params: idParams, response: { 200: priceItemViewSchema } } },
      async (request) => setPriceItemActive(ctx, currentUser(request), itemId(request.params.id), active),
    );
  }

  app.get('/admin/billing-rules', { schema: { response: { 200: billingRulesSchema } } }, async () => billingRules(ctx));

  app.put(
    '/admin/billing-rules',
    { schema: { body: billingRulesFormSchema, response: { 200: billingRulesSchema } } },
    async (request) => setBillingRules(ctx, currentUser(request), request.body),
  );
};

export default priceListRoutes;
