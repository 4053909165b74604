import { publicPriceListSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { serviceContext } from '../../service-context.js';
import { publicPriceList } from '../price-list.js';

/**
 * GET /api/price-list: what the landing page's pricing section shows, for anyone (no session, the same
 * answer for every visitor, like the other public reads). domains/quotes/price-list.ts says what it holds.
 */
export const publicPriceListOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({ checks: [], response: publicPriceListSchema, run: async () => publicPriceList(ctx) }),
  };
});

const priceListRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = publicPriceListOperations(app, config);
  jsonRoute(app, 'GET', '/price-list', ops.read, { pageRead: true });
};

export default priceListRoutes;
