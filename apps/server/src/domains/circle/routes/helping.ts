import {
  actingForSchema,
  helpedAccountSchema,
  helpedNoticesSchema,
  helpedTextsSchema,
  sessionUserSchema,
} from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireClient, toSessionUser } from '../../accounts/index.js';
import { forbidden } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { helpedAccounts, setHelpedNotices, setHelpedTexts, switchAccount } from '../helped-accounts.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ clientId: z.string().max(20) });

/** A trusted contact's accounts and which one this session works on, as the routes and the pages do them. */
export const helpingOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    accounts: operation({
      checks: [requireClient],
      response: z.array(helpedAccountSchema),
      run: async (_input, request) => helpedAccounts(ctx, currentUser(request)),
    }),
    acting: operation({
      checks: [requireClient],
      body: actingForSchema,
      response: sessionUserSchema,
      run: async ({ body: { clientId } }, request) => {
        const user = currentUser(request);
        const { session } = request;
        if (!session) throw forbidden('circle_no_right');
        request.actingFor = await switchAccount(ctx, user, session.id, clientId);
        session.actingForId = clientId;
        request.actingEnded = false;
        return toSessionUser(user, session, request);
      },
    }),
  };
});

/**
 * A trusted contact's side: the accounts they help with, which one this session works on, and
 * their own visit e-mails and texts for each. Trusted contacts are client accounts (staff may not be one).
 * These work whichever account the session is on, and switching back to one's own is always allowed,
 * also after the client ended the access.
 */
const helpingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  const ops = helpingOperations(app, config);

  jsonRoute(app, 'GET', '/circle/accounts', ops.accounts, { pageRead: true });
  jsonRoute(app, 'PUT', '/circle/acting', ops.acting);

  app.put(
    '/circle/accounts/:clientId/notices',
    { schema: { params, body: helpedNoticesSchema, response: { 200: helpedAccountSchema } } },
    async (request) => {
      const clientId = routeIdOr404(request.params.clientId, 'circle_contact_not_found');
      return setHelpedNotices(ctx, currentUser(request), clientId, request.body.visitNotices);
    },
  );
  app.put(
    '/circle/accounts/:clientId/texts',
    { schema: { params, body: helpedTextsSchema, response: { 200: helpedAccountSchema } } },
    async (request) => {
      const clientId = routeIdOr404(request.params.clientId, 'circle_contact_not_found');
      return setHelpedTexts(ctx, currentUser(request), clientId, request.body.smsKinds);
    },
  );
};

export default helpingRoutes;
