import {
  planChangeSchema,
  planPauseInputSchema,
  servicePlanInputSchema,
  servicePlanSchema,
  skipPlanDaySchema,
} from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { conflict, errorAnswerSchema } from '../../../lib/http-errors.js';
import { idSegment, routeIdOr404 } from '../../../lib/route-id.js';
import { clientFor, requireClient } from '../../accounts/index.js';
import { clientCaller, needsRight } from '../../circle/index.js';
import { serviceContext, type ServiceContext } from '../../service-context.js';
import { changePlan, createPlan, endPause, pausePlan, planOf, planView, skipDay, stopPlan } from '../plan-changes.js';

const params = z.object({ id: idSegment });
const pauseParams = z.object({ id: idSegment, pauseId: idSegment });

/** The plan the call names, of the client whose account it works on (someone else's: 404). */
async function callersPlan(ctx: ServiceContext, request: FastifyRequest, id: string) {
  const caller = await clientCaller(request, 'act');
  const plan = await planOf(ctx, caller.client.id, routeIdOr404(id, 'service_plan_not_found'));
  // A property's home checks are arranged with the office (docs/service-plans.md, "Home checks").
  if (plan.propertyId !== null) throw conflict('service_plan_office_only');
  return plan;
}

/**
 * A client's standing visits (docs/service-plans.md): the list, setting one up, and skipping a visit,
 * pausing, changing the time or last day and stopping, online until the change cut-off. The client or
 * a trusted contact with the `act` right does them; one with only `appointments` reads them.
 */
export const clientPlanOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const acting = [requireClient, needsRight('act')];
  return {
    list: operation({
      checks: [requireClient, needsRight('appointments')],
      response: z.array(servicePlanSchema),
      run: async (_input, request) => {
        const plans = await ctx.repos.plans.listForClient(clientFor(request, 'appointments'));
        return Promise.all(plans.map((plan) => planView(ctx, plan)));
      },
    }),
    create: operation({
      checks: acting,
      body: servicePlanInputSchema,
      response: servicePlanSchema,
      status: 201,
      run: async ({ body }, request) => {
        const caller = await clientCaller(request, 'act');
        return createPlan(ctx, { clientId: caller.client.id, actorId: caller.actor.id }, body);
      },
    }),
    skip: operation({
      checks: acting,
      params,
      body: skipPlanDaySchema,
      response: servicePlanSchema,
      run: async ({ params: { id }, body }, request) => skipDay(ctx, await callersPlan(ctx, request, id), body.day),
    }),
    pause: operation({
      checks: acting,
      params,
      body: planPauseInputSchema,
      response: servicePlanSchema,
      run: async ({ params: { id }, body }, request) => pausePlan(ctx, await callersPlan(ctx, request, id), body),
    }),
    endPause: operation({
      checks: acting,
      params: pauseParams,
      response: servicePlanSchema,
      run: async ({ params: { id, pauseId } }, request) =>
        endPause(ctx, await callersPlan(ctx, request, id), routeIdOr404(pauseId, 'service_plan_pause_not_found')),
    }),
    change: operation({
      checks: acting,
      params,
      body: planChangeSchema,
      response: servicePlanSchema,
      run: async ({ params: { id }, body }, request) => changePlan(ctx, await callersPlan(ctx, request, id), body),
    }),
    stop: operation({
      checks: acting,
      params,
      response: servicePlanSchema,
      run: async ({ params: { id } }, request) => (await stopPlan(ctx, await callersPlan(ctx, request, id))).plan,
    }),
  };
});

const refusals = { 404: errorAnswerSchema, 409: errorAnswerSchema };

const clientPlanRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = clientPlanOperations(app, config);
  jsonRoute(app, 'GET', '/user/plans', ops.list, { pageRead: true });
  jsonRoute(app, 'POST', '/user/plans', ops.create);
  jsonRoute(app, 'POST', '/user/plans/:id/skip', ops.skip, { refusals });
  jsonRoute(app, 'POST', '/user/plans/:id/pauses', ops.pause, { refusals });
  jsonRoute(app, 'DELETE', '/user/plans/:id/pauses/:pauseId', ops.endPause, { refusals });
  jsonRoute(app, 'PUT', '/user/plans/:id', ops.change, { refusals });
  jsonRoute(app, 'POST', '/user/plans/:id/stop', ops.stop, { refusals });
};

export default clientPlanRoutes;
