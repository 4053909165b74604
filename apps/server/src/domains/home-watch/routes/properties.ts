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
import { callLimit } from '../../../lib/rate-limits.js';
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
export const clientPropertyOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: [requireClient, needsRight('reports')],
      response: z.array(propertySummarySchema),
      run: async (_input, request) => clientProperties(ctx, clientFor(request, 'reports')),
    }),
  };
});

const propertiesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  const ops = clientPropertyOperations(app, config);

  jsonRoute(app, 'GET', '/properties', ops.list, { pageRead: true });

  app.post(
    '/properties',
    { onRequest: holderOnly, schema: { body: propertyInputSchema, response: { 201: propertySchema } } },
    async (request, reply) => reply.code(201).send(await addOwnProperty(ctx, accountHolder(request), request.body)),
  );

  app.get(
    '/properties/:id',
    { onRequest: needsRight('reports'), schema: { params: idParams, response: { 200: clientPropertyDetailSchema } } },
    async (request) => clientPropertyDetail(ctx, clientFor(request, 'reports'), parseRouteId(request.params.id)),
  );

  app.patch(
    '/properties/:id',
    {
      onRequest: holderOnly,
      schema: { params: idParams, body: propertyInputSchema, response: { 200: propertySchema } },
    },
    async (request) => updateOwnProperty(ctx, accountHolder(request), parseRouteId(request.params.id), request.body),
  );

  // Asking for home checks sends a request for the client: the `act` right, and the contact form's limit.
  app.post(
    '/properties/:id/home-checks',
    {
      onRequest: needsRight('act'),
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { params: idParams, body: homeChecksRequestSchema, response: { 201: homeChecksRequestedSchema } },
    },
    async (request, reply) => {
      const caller = await clientCaller(request, 'act');
      const id = parseRouteId(request.params.id);
      const asked = await askForPropertyHomeChecks(ctx, caller, id, request.body.note, requestLanguage(request));
      return reply.code(201).send(asked);
    },
  );
};

export default propertiesRoutes;
