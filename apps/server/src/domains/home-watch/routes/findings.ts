import { findingDecisionSchema, visitItemSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { clientCaller, needsRight, onBehalf } from '../../circle/index.js';
import { requireClient } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { itemsWithoutTrackingCodes } from '../../requests/index.js';
import { decideFinding } from '../finding-decisions.js';
import { serviceContext } from '../../service-context.js';

/**
 * The owner's decision about an issue in their report: ask for the repair, or no action. A trusted
 * contact with the `act` right decides for the client they help (docs/circle-access.md). The report's
 * page form `finding-decision` does the same operation without JavaScript (finding-decision-form.ts).
 */
export const findingOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    decide: operation({
      checks: [requireClient, needsRight('act')],
      params: idParams,
      body: findingDecisionSchema,
      response: visitItemSchema,
      run: async ({ params, body }, request) => {
        const caller = await clientCaller(request, 'act');
        const id = routeIdOr404(params.id, 'finding_not_found');
        const item = await decideFinding(ctx, caller, id, body);
        // The repair request's code is the owner's alone (domains/requests/tracking-codes-kept.ts).
        return onBehalf(caller) ? itemsWithoutTrackingCodes([item])[0]! : item;
      },
    }),
  };
});

const findingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  jsonRoute(app, 'POST', '/findings/:id/decision', findingOperations(app, config).decide, {
    refusals: { 404: errorAnswerSchema },
  });
};

export default findingRoutes;
