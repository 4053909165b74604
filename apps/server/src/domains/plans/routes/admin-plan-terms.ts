import { servicePlanSchema, servicePlanTermsSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { planOf, setPlanTerms } from '../plan-changes.js';

/**
 * A plan's terms, set by an admin (docs/service-plans.md, "Billing"): per visit or by the month, a fixed
 * monthly price or the month's visits at their prices, and the staff member it prefers.
 */
const adminPlanTermsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  app.put(
    '/admin/plans/:id/terms',
    { schema: { params: idParams, body: servicePlanTermsSchema, response: { 200: servicePlanSchema } } },
    async (request) => {
      const plan = await planOf(ctx, null, routeIdOr404(request.params.id, 'service_plan_not_found'));
      return setPlanTerms(ctx, plan, request.body);
    },
  );
};

export default adminPlanTermsRoutes;
