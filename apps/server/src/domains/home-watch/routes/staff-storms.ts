import { stormBoardSchema, stormInputSchema, stormSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { currentUser, requireAdminToAssignVisits } from '../../accounts/index.js';
import { idParams, routeIdOr404 } from '../../../lib/route-id.js';
import { serviceContext } from '../../service-context.js';
import { createStormChecks, stormBoard, stormList } from '../storm-checks.js';

/**
 * Storm mode (docs/home-watch.md): the storms with their counts, making a storm's checks for every
 * property in an area (domains/home-watch/storm-checks.ts), and a storm's board. Staff and admins.
 */
const stormsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.get('/admin/storms', { schema: { response: { 200: z.array(stormSchema) } } }, async () => stormList(ctx));

  app.post(
    '/admin/storms',
    { onRequest: requireAdminToAssignVisits, schema: { body: stormInputSchema, response: { 201: stormBoardSchema } } },
    async (request, reply) => {
      const board = await createStormChecks(ctx, request.body, currentUser(request));
      return reply.code(201).send(board);
    },
  );

  app.get('/admin/storms/:id', { schema: { params: idParams, response: { 200: stormBoardSchema } } }, async (request) =>
    stormBoard(ctx, routeIdOr404(request.params.id, 'storm_not_found')),
  );
};

export default stormsRoutes;
