import { reconciliationSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { serviceContext } from '../../service-context.js';
import { latestReconciliation, reconcileNow } from '../payment-reconciliation.js';

/**
 * The daily comparison of card payments with Stripe's (docs/payments-reconciliation.md), for admins:
 * the latest run, and a run now. Without Stripe keys both answer 404 card_payments_off.
 */
const adminReconciliationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.get('/admin/payments/reconciliation', { schema: { response: { 200: reconciliationSchema } } }, async () =>
    latestReconciliation(ctx),
  );
  app.post(
    '/admin/payments/reconciliation/run',
    { schema: { response: { 200: reconciliationSchema } } },
    async (request) => {
      const result = await reconcileNow(ctx);
      request.log.info(
        { by: currentUser(request).id, differences: result.latest.differences.length },
        'card payments compared with Stripe on request',
      );
      return result;
    },
  );
};

export default adminReconciliationRoutes;
