import { circleContactSchema, staffCircleInviteSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireAdmin, requireStaff } from '../../accounts/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { parseRouteId } from '../../../lib/route-id.js';
import { clientCircle, confirmForClient, inviteForClient, removeForClient } from '../circle-by-staff.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });
const contactParams = params.extend({ contactId: z.string().max(20) });

/**
 * Staff look after a client's circle when the client cannot use the site: see it, propose someone
 * the client asked for (with how the client agreed, in the staff member's words; the client or an
 * admin confirms it before anyone is invited), remove someone.
 * Staff and admins only; the answers never carry an invitation's token or hash.
 */
const staffCircleRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireStaff);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);

  app.get(
    '/admin/clients/:id/circle',
    { schema: { params, response: { 200: z.array(circleContactSchema) } } },
    async (request) => clientCircle(ctx, parseRouteId(request.params.id)),
  );

  app.post(
    '/admin/clients/:id/circle',
    {
      config: { rateLimit: callLimit(config, 60, '1 hour') },
      schema: { params, body: staffCircleInviteSchema, response: { 201: circleContactSchema } },
    },
    async (request, reply) => {
      const added = await inviteForClient(ctx, currentUser(request), parseRouteId(request.params.id), request.body);
      return reply.code(201).send(added);
    },
  );

  // An admin may confirm what a staff member proposed, for a client who cannot do it on the site;
  // the client is then told by e-mail and on their next sign-in.
  app.post(
    '/admin/clients/:id/circle/:contactId/confirm',
    { onRequest: requireAdmin, schema: { params: contactParams, response: { 200: circleContactSchema } } },
    async (request) => {
      const { id, contactId } = request.params;
      return confirmForClient(ctx, currentUser(request), parseRouteId(id), parseRouteId(contactId));
    },
  );

  app.delete(
    '/admin/clients/:id/circle/:contactId',
    { schema: { params: contactParams, response: { 200: circleContactSchema } } },
    async (request) => {
      const { id, contactId } = request.params;
      return removeForClient(ctx, currentUser(request), parseRouteId(id), parseRouteId(contactId));
    },
  );
};

export default staffCircleRoutes;
