import {
  clientPropertyDetailSchema,
  homeChecksRequestedSchema,
  homeChecksRequestSchema,
  propertyInputSchema,
  propertySchema,
  propertySummarySchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { clientCaller, holderOnly, needsRight } from '../../circle/index.js';
import { accountHolder, clientFor, guardRoutes, requireClient } from '../../accounts/index.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { idParams, parseRouteId } from '../../../lib/route-id.js';
import {
  addOwnProperty,
  askForPropertyHomeChecks,
  clientProperties,
  clientPropertyDetail,
  updateOwnProperty,
} from '../properties-service.js';
import { serviceContext } from '../../service-context.js';

/**
 * "My Properties": a client's own houses checked while they are away (docs/home-watch.md). Clients
 * only (signed out 401, staff and admins 403, before the body is read); someone else's property is
 * answered as one that does not exist. Access notes go in and never come out: answers say only
 * whether some are on file. A trusted contact with the `reports` right sees the properties of the
 * client they help; adding or changing one is the account holder's alone, and asking for home checks
 * needs the `act` right (docs/circle-access.md).
 */
/** Asking for home checks sends a request for the client: the contact form's limit, one count for the API and the page. */
const homeChecksLimit = sharedLimit('home-checks', 10, '1 hour');

export const clientPropertyOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  const holding = [requireClient, holderOnly];
  return {
    list: operation({
      checks: [requireClient, needsRight('reports')],
      response: z.array(propertySummarySchema),
      run: async (_input, request) => clientProperties(ctx, clientFor(request, 'reports')),
    }),
    detail: operation({
      checks: [requireClient, needsRight('reports')],
      params: idParams,
      response: clientPropertyDetailSchema,
      run: async ({ params }, request) =>
        clientPropertyDetail(ctx, clientFor(request, 'reports'), parseRouteId(params.id)),
    }),
    add: operation({
      checks: holding,
      body: propertyInputSchema,
      response: propertySchema,
      status: 201,
      run: async ({ body }, request) => addOwnProperty(ctx, accountHolder(request), body),
    }),
    update: operation({
      checks: holding,
      params: idParams,
      body: propertyInputSchema,
      response: propertySchema,
      run: async ({ params, body }, request) =>
        updateOwnProperty(ctx, accountHolder(request), parseRouteId(params.id), body),
    }),
    askForHomeChecks: operation({
      checks: [requireClient, needsRight('act'), homeChecksLimit(app, config)],
      params: idParams,
      body: homeChecksRequestSchema,
      response: homeChecksRequestedSchema,
      status: 201,
      run: async ({ params, body }, request) => {
        const caller = await clientCaller(request, 'act');
        const id = parseRouteId(params.id);
        return askForPropertyHomeChecks(ctx, caller, id, body.note, requestLanguage(request));
      },
    }),
  };
});

const refusals = { 404: errorAnswerSchema };

const propertiesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ops = clientPropertyOperations(app, config);

  jsonRoute(app, 'GET', '/properties', ops.list, { pageRead: true });
  jsonRoute(app, 'POST', '/properties', ops.add);
  jsonRoute(app, 'GET', '/properties/:id', ops.detail, { pageRead: true, refusals });
  jsonRoute(app, 'PATCH', '/properties/:id', ops.update, { refusals });
  jsonRoute(app, 'POST', '/properties/:id/home-checks', ops.askForHomeChecks, { refusals });
};

export default propertiesRoutes;
