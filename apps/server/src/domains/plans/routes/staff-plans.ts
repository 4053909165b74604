import { businessToday, servicePlanInputSchema, servicePlanSchema, staffPlansViewSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser } from '../../accounts/index.js';
import { visitPlanStopped } from '../../home-watch/index.js';
import { badRequest, notFound } from '../../../lib/http-errors.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { createPlan, planOf, planView, stopPlan } from '../plan-changes.js';

/**
 * The office's standing visits (docs/service-plans.md, "In the back office"): every running plan and
 * the days no plan could book (booked by hand, by phone with the client), a client's plans on their
 * page, setting one up for a client, and stopping one.
 */
const staffPlanRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/admin/plans', { schema: { response: { 200: staffPlansViewSchema } } }, async () => {
    const today = businessToday();
    const [plans, unbookable] = await Promise.all([
      ctx.repos.plans.listActive(today),
      ctx.repos.plans.unbookable(today),
    ]);
    return { plans: await Promise.all(plans.map((plan) => planView(ctx, plan))), unbookable };
  });

  app.get(
    '/admin/clients/:id/plans',
    { schema: { params: idParams, response: { 200: z.array(servicePlanSchema) } } },
    async (request) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      if (!(await ctx.repos.users.findById(id))) throw notFound('user_not_found');
      const plans = await ctx.repos.plans.listForClient(id);
      return Promise.all(plans.map((plan) => planView(ctx, plan)));
    },
  );

  app.post(
    '/admin/clients/:id/plans',
    { schema: { params: idParams, body: servicePlanInputSchema, response: { 201: servicePlanSchema } } },
    async (request, reply) => {
      const id = routeIdOr404(request.params.id, 'user_not_found');
      const client = await ctx.repos.users.findById(id);
      if (!client) throw notFound('user_not_found');
      if (client.role !== 'client' || !client.active) throw badRequest('service_plan_client_required');
      const plan = await createPlan(ctx, { clientId: client.id, actorId: currentUser(request).id }, request.body);
      return reply.code(201).send(plan);
    },
  );

  app.post(
    '/admin/plans/:id/stop',
    { schema: { params: idParams, response: { 200: servicePlanSchema } } },
    async (request) => {
      const plan = await planOf(ctx, null, routeIdOr404(request.params.id, 'service_plan_not_found'));
      const stopped = await stopPlan(ctx, plan);
      // A property's home checks: the property's activity says who stopped them and what was cancelled.
      const property = plan.propertyId === null ? undefined : await ctx.repos.properties.findById(plan.propertyId);
      if (property) await ctx.repos.events.record(visitPlanStopped(currentUser(request), property, stopped.cancelled));
      return stopped.plan;
    },
  );
};

export default staffPlanRoutes;
