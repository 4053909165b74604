import { findingDecisionSchema, visitItemSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, needsRight, onBehalf } from '../../circle/index.js';
import { requireClient } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { itemsWithoutTrackingCodes } from '../../requests/index.js';
import { decideFinding } from '../finding-decisions.js';
import { serviceContext } from '../../service-context.js';

/**
 * The owner's decision about an issue in their report: ask for the repair, or no action. A trusted
 * contact with the `act` right decides for the client they help (docs/circle-access.md).
 */
const findingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.post(
    '/findings/:id/decision',
    {
      onRequest: [requireClient, needsRight('act')],
      onSend: keepPrivate,
      schema: { params: idParams, body: findingDecisionSchema, response: { 200: visitItemSchema } },
    },
    async (request) => {
      const caller = await clientCaller(request, 'act');
      const id = routeIdOr404(request.params.id, 'finding_not_found');
      const item = await decideFinding(ctx, caller, id, request.body);
      // The repair request's code is the owner's alone (domains/requests/tracking-codes-kept.ts).
      return onBehalf(caller) ? itemsWithoutTrackingCodes([item])[0]! : item;
    },
  );
};

export default findingRoutes;
