import { circleContactSchema, circleInviteSchema, circleLogEntrySchema, circleUpdateSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { holderOnly } from '../circle-guards.js';
import { accountHolder, guardRoutes, requireClient } from '../../accounts/index.js';
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

/** Each invitation sends an e-mail to an address the client typed: so many from one address, by the API or the page's form. */
const inviteLimit = sharedLimit('circle-invite', 20, '1 hour');

/**
 * Only the account holder, refused before the body is read (a contact learns nothing from the
 * form's validation); a contact's refusal is recorded as the API call, however it came in.
 */
const holderChecks = [requireClient, holderOnly];

/** The account holder's circle, as the JSON routes, the /circle page's forms and its reads do it. */
export const ownCircleOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    list: operation({
      checks: holderChecks,
      response: z.array(circleContactSchema),
      run: async (_input, request) => circleOf(ctx, accountHolder(request)),
    }),
    invite: operation({
      checks: [...holderChecks, inviteLimit(app, config)],
      body: circleInviteSchema,
      response: circleContactSchema,
      status: 201,
      run: async ({ body }, request) => {
        const client = accountHolder(request);
        return inviteToCircle(ctx, client, client, body);
      },
    }),
    log: operation({
      checks: holderChecks,
      response: z.array(circleLogEntrySchema),
      run: async (_input, request) => circleLog(ctx, accountHolder(request)),
    }),
    // Only the client's own yes lets a contact staff proposed be invited (docs/circle.md).
    confirm: operation({
      checks: holderChecks,
      params,
      response: circleContactSchema,
      run: async ({ params: { id } }, request) => {
        const client = accountHolder(request);
        return confirmProposedContact(ctx, client, client, routeIdOr404(id, 'circle_not_proposed'));
      },
    }),
    // The client pressed OK on the notice of the office's additions to their circle.
    noticeSeen: operation({
      checks: holderChecks,
      response: z.null(),
      status: 204,
      run: async (_input, request) => {
        await markOfficeAdditionsSeen(ctx, accountHolder(request));
        return null;
      },
    }),
    remove: operation({
      checks: holderChecks,
      params,
      response: circleContactSchema,
      run: async ({ params: { id } }, request) => {
        const client = accountHolder(request);
        return removeFromCircle(ctx, client, client, routeIdOr404(id, 'circle_contact_not_found'));
      },
    }),
  };
});

/**
 * The account holder's own circle: who they trust, with what rights, and what was done on their
 * behalf. Only the account holder: a trusted contact helping with an account gets 403 here
 * (`accountHolder`), so nobody in a circle can add, change or remove anyone.
 */
const ownCircleRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  const ops = ownCircleOperations(app, config);

  jsonRoute(app, 'GET', '/circle', ops.list, { pageRead: true });
  jsonRoute(app, 'POST', '/circle', ops.invite);
  jsonRoute(app, 'GET', '/circle/log', ops.log, { pageRead: true });

  app.patch(
    '/circle/:id',
    {
      // Refused before the body is read: a contact learns nothing from the form's validation.
      onRequest: holderOnly,
      schema: { params, body: circleUpdateSchema, response: { 200: circleContactSchema } },
    },
    async (request) => {
      const client = accountHolder(request);
      const id = routeIdOr404(request.params.id, 'circle_contact_not_found');
      return updateCircleContact(ctx, client, client, id, request.body);
    },
  );

  jsonRoute(app, 'POST', '/circle/:id/confirm', ops.confirm);
  jsonRoute(app, 'POST', '/circle/office-notice/seen', ops.noticeSeen);
  jsonRoute(app, 'DELETE', '/circle/:id', ops.remove);
};

export default ownCircleRoutes;
