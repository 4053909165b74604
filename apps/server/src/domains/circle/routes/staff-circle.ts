import { circleContactSchema, staffCircleInviteSchema, isClientRole } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireAdmin, requireStaff, type UserRecord } from '../../accounts/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { parseRouteId, routeIdOr404 } from '../../../lib/route-id.js';
import { confirmProposedContact, inviteToCircle, removeFromCircle } from '../circle.js';
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

  /** An active client account, else 404. */
  async function clientAccount(rawId: string): Promise<UserRecord> {
    const id = parseRouteId(rawId);
    const client = id === undefined ? undefined : await app.repos.users.findById(id);
    if (!client || !isClientRole(client.role) || !client.active) throw notFound('circle_client_not_found');
    return client;
  }

  app.get(
    '/admin/clients/:id/circle',
    { schema: { params, response: { 200: z.array(circleContactSchema) } } },
    async (request) => app.repos.trustedContacts.listForClient((await clientAccount(request.params.id)).id),
  );

  app.post(
    '/admin/clients/:id/circle',
    {
      config: { rateLimit: callLimit(config, 60, '1 hour') },
      schema: { params, body: staffCircleInviteSchema, response: { 201: circleContactSchema } },
    },
    async (request, reply) => {
      const client = await clientAccount(request.params.id);
      const { consentMethod, consentNote, ...input } = request.body;
      const added = await inviteToCircle(ctx, client, currentUser(request), input, {
        method: consentMethod,
        note: consentNote,
      });
      return reply.code(201).send(added);
    },
  );

  // An admin may confirm what a staff member proposed, for a client who cannot do it on the site;
  // the client is then told by e-mail and on their next sign-in.
  app.post(
    '/admin/clients/:id/circle/:contactId/confirm',
    { onRequest: requireAdmin, schema: { params: contactParams, response: { 200: circleContactSchema } } },
    async (request) => {
      const client = await clientAccount(request.params.id);
      const id = routeIdOr404(request.params.contactId, 'circle_not_proposed');
      return confirmProposedContact(ctx, currentUser(request), client, id);
    },
  );

  app.delete(
    '/admin/clients/:id/circle/:contactId',
    { schema: { params: contactParams, response: { 200: circleContactSchema } } },
    async (request) => {
      const client = await clientAccount(request.params.id);
      const id = routeIdOr404(request.params.contactId, 'circle_contact_not_found');
      return removeFromCircle(ctx, currentUser(request), client, id);
    },
  );
};

export default staffCircleRoutes;
