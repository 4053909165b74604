import { publicPriceListSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { serviceContext } from '../../service-context.js';
import { publicPriceList } from '../price-list.js';

/**
 * GET /api/price-list: what the landing page's pricing section shows, for anyone (no session, the same
 * answer for every visitor, like the other public reads). domains/quotes/price-list.ts says what it holds.
 */
const priceListRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/price-list', { schema: { response: { 200: publicPriceListSchema } } }, async () => publicPriceList(ctx));
};

export default priceListRoutes;
