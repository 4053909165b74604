import { planMonthSchema, servicePlanSchema, servicePlanTermsSchema, staffInvoiceDetailSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { conflict } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { currentUser } from '../../accounts/index.js';
import { billPlanMonth } from '../plan-billing.js';
import { serviceContext } from '../../service-context.js';
import { planOf, setPlanTerms } from '../plan-changes.js';

/**
 * A plan's terms, set by an admin (docs/service-plans.md, "Billing"): per visit or by the month, a fixed
 * monthly price or the month's visits at their prices, and the staff member it prefers; and a month
 * billed by hand.
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

  // One month billed now (the sweep bills last month by itself on the 1st): 409 when billed or empty.
  app.post(
    '/admin/plans/:id/invoices',
    { schema: { params: idParams, body: planMonthSchema, response: { 201: staffInvoiceDetailSchema } } },
    async (request, reply) => {
      const plan = await planOf(ctx, null, routeIdOr404(request.params.id, 'service_plan_not_found'));
      const outcome = await billPlanMonth(ctx, currentUser(request), plan, request.body.month);
      if (outcome.status === 'billed') throw conflict('service_plan_month_billed');
      if (outcome.status === 'empty') throw conflict('service_plan_month_empty');
      return reply.code(201).send(outcome.invoice);
    },
  );
};

export default adminPlanTermsRoutes;
