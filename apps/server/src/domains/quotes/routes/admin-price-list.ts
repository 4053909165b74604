import { billingRulesFormSchema, billingRulesSchema, priceItemFormSchema, priceItemViewSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { priceItemView, type PriceItem } from '../price-list-repository.js';
import * as activity from '../quote-events.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The price list and the billing rules (docs/billing.md, "The price list"): admins only (the folder's
 * guard). Items are never deleted, only deactivated: quote and invoice lines point at them. Every write
 * is an activity event; any successful write also empties the server's page cache, so the landing page
 * shows the new prices at once (plugins/app/web.ts).
 */
const priceListRoutes: FastifyPluginAsyncZod = async (app) => {
  const itemId = (raw: string) => routeIdOr404(raw, 'price_not_found');
  async function existing(id: number): Promise<PriceItem> {
    const item = await app.repos.priceList.byId(id);
    if (!item) throw notFound('price_not_found');
    return item;
  }

  app.get('/admin/price-items', { schema: { response: { 200: z.array(priceItemViewSchema) } } }, async () =>
    (await app.repos.priceList.list({ activeOnly: false })).map(priceItemView),
  );

  app.post(
    '/admin/price-items',
    { schema: { body: priceItemFormSchema, response: { 201: priceItemViewSchema } } },
    async (request, reply) => {
      const item = await existing(await app.repos.priceList.create(request.body));
      await app.repos.events.record(activity.priceItemChanged(currentUser(request), item, 'created'));
      return reply.code(201).send(priceItemView(item));
    },
  );

  app.put(
    '/admin/price-items/:id',
    { schema: { params, body: priceItemFormSchema, response: { 200: priceItemViewSchema } } },
    async (request) => {
      const id = itemId(request.params.id);
      if (!(await app.repos.priceList.update(id, request.body))) throw notFound('price_not_found');
      const item = await existing(id);
      await app.repos.events.record(activity.priceItemChanged(currentUser(request), item, 'updated'));
      return priceItemView(item);
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/admin/price-items/:id/${action}`,
      { schema: { params, response: { 200: priceItemViewSchema } } },
      async (request) => {
        const before = await existing(itemId(request.params.id));
        // Asking twice changes nothing and records nothing.
        if (before.active === active) return priceItemView(before);
        await app.repos.priceList.setActive(before.id, active);
        const item = await existing(before.id);
        await app.repos.events.record(
          activity.priceItemChanged(currentUser(request), item, active ? 'reactivated' : 'deactivated'),
        );
        return priceItemView(item);
      },
    );
  }

  app.get('/admin/billing-rules', { schema: { response: { 200: billingRulesSchema } } }, async () =>
    app.repos.priceList.rules(),
  );

  app.put(
    '/admin/billing-rules',
    { schema: { body: billingRulesFormSchema, response: { 200: billingRulesSchema } } },
    async (request) => {
      const actor = currentUser(request);
      await app.repos.priceList.setRules(request.body, actor.id);
      const rules = await app.repos.priceList.rules();
      await app.repos.events.record(activity.billingRulesChanged(actor, rules));
      return rules;
    },
  );
};

export default priceListRoutes;
