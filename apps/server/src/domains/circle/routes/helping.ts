import { actingForSchema, helpedAccountSchema, helpedNoticesSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireClient, toSessionUser } from '../../accounts/index.js';
import { forbidden } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import { helpedAccounts, setHelpedNotices, switchAccount } from '../helped-accounts.js';
import { serviceContext } from '../../service-context.js';

const params = z.object({ clientId: z.string().max(20) });

/**
 * A trusted contact's side: the accounts they help with, which one this session works on, and
 * their own visit e-mails for each. Trusted contacts are client accounts (staff may not be one).
 * These work whichever account the session is on, and switching back to one's own is always allowed,
 * also after the client ended the access.
 */
const helpingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);

  app.get('/circle/accounts', { schema: { response: { 200: z.array(helpedAccountSchema) } } }, async (request) =>
    helpedAccounts(ctx, currentUser(request)),
  );

  app.put(
    '/circle/acting',
    { schema: { body: actingForSchema, response: { 200: sessionUserSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { session } = request;
      if (!session) throw forbidden('circle_no_right');
      const { clientId } = request.body;
      request.actingFor = await switchAccount(ctx, user, session.id, clientId);
      session.actingForId = clientId;
      request.actingEnded = false;
      return toSessionUser(user, session, request);
    },
  );

  app.put(
    '/circle/accounts/:clientId/notices',
    { schema: { params, body: helpedNoticesSchema, response: { 200: helpedAccountSchema } } },
    async (request) => {
      const clientId = routeIdOr404(request.params.clientId, 'circle_contact_not_found');
      return setHelpedNotices(ctx, currentUser(request), clientId, request.body.visitNotices);
    },
  );
};

export default helpingRoutes;
