import { circleContactSchema, circleInviteSchema, circleLogEntrySchema, circleUpdateSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly } from '../circle-guards.js';
import { accountHolder, guardRoutes, requireClient } from '../../accounts/index.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import {
  circleLog,
  circleOf,
  confirmProposedContact,
  inviteToCircle,
  markOfficeAdditionsSeen,
  removeFromCircle,
  updateCircleContact,
} from '../circle.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ id: z.string().max(20) });

/**
 * The account holder's own circle: who they trust, with what rights, and what was done on their
 * behalf. Only the account holder: a trusted contact helping with an account gets 403 here
 * (`accountHolder`), so nobody in a circle can add, change or remove anyone.
 */
const ownCircleRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  // Refused before the body is read: a contact learns nothing from the form's validation.
  app.addHook('onRequest', holderOnly);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);

  app.get('/circle', { schema: { response: { 200: z.array(circleContactSchema) } } }, async (request) =>
    circleOf(ctx, accountHolder(request)),
  );

  app.post(
    '/circle',
    {
      // Each invitation sends an e-mail to an address the client typed.
      config: { rateLimit: callLimit(config, 20, '1 hour') },
      schema: { body: circleInviteSchema, response: { 201: circleContactSchema } },
    },
    async (request, reply) => {
      const client = accountHolder(request);
      return reply.code(201).send(await inviteToCircle(ctx, client, client, request.body));
    },
  );

  app.get('/circle/log', { schema: { response: { 200: z.array(circleLogEntrySchema) } } }, async (request) =>
    circleLog(ctx, accountHolder(request)),
  );

  app.patch(
    '/circle/:id',
    { schema: { params, body: circleUpdateSchema, response: { 200: circleContactSchema } } },
    async (request) => {
      const client = accountHolder(request);
      const id = routeIdOr404(request.params.id, 'circle_contact_not_found');
      return updateCircleContact(ctx, client, client, id, request.body);
    },
  );

  // Only the client's own yes lets a contact staff proposed be invited (docs/circle.md).
  app.post('/circle/:id/confirm', { schema: { params, response: { 200: circleContactSchema } } }, async (request) => {
    const client = accountHolder(request);
    const id = routeIdOr404(request.params.id, 'circle_not_proposed');
    return confirmProposedContact(ctx, client, client, id);
  });

  // The client pressed OK on the notice of the office's additions to their circle.
  app.post('/circle/office-notice/seen', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await markOfficeAdditionsSeen(ctx, accountHolder(request));
    return reply.code(204).send(null);
  });

  app.delete('/circle/:id', { schema: { params, response: { 200: circleContactSchema } } }, async (request) => {
    const client = accountHolder(request);
    const id = routeIdOr404(request.params.id, 'circle_contact_not_found');
    return removeFromCircle(ctx, client, client, id);
  });
};

export default ownCircleRoutes;
