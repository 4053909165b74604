import { actingForSchema, helpedAccountSchema, helpedNoticesSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, guardRoutes, requireClient, toSessionUser } from '../../accounts/index.js';
import { forbidden, notFound } from '../../../lib/http-errors.js';
import { routeIdOr404 } from '../../../lib/route-id.js';
import * as activity from '../circle-events.js';

const params = z.object({ clientId: z.string().max(20) });

/**
 * A trusted contact's side: the accounts they help with, which one this session works on, and
 * their own visit e-mails for each. Trusted contacts are client accounts (staff may not be one).
 * These work whichever account the session is on, and switching back to one's own is always allowed,
 * also after the client ended the access.
 */
const helpingRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireClient);
  app.addHook('onSend', keepPrivate);

  app.get('/circle/accounts', { schema: { response: { 200: z.array(helpedAccountSchema) } } }, async (request) =>
    app.repos.trustedContacts.helpedAccounts(currentUser(request).id),
  );

  app.put(
    '/circle/acting',
    { schema: { body: actingForSchema, response: { 200: sessionUserSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { session } = request;
      if (!session) throw forbidden('circle_no_right');
      const { clientId } = request.body;
      if (clientId === null) {
        await app.repos.sessions.setActingFor(session.id, null);
        app.accessChanges.notify();
        request.actingFor = null;
      } else {
        // Read now, not from the request: the link must be live at the moment of switching.
        const link = await app.repos.trustedContacts.activeLink(clientId, user.id);
        if (!link) throw forbidden('circle_no_right');
        await app.repos.sessions.setActingFor(session.id, link.clientId);
        app.accessChanges.notify();
        request.actingFor = link;
        await app.repos.events.record(
          activity.circleSwitchedIn(user, { id: link.clientId, name: link.clientName }, link.id),
        );
      }
      session.actingForId = clientId;
      request.actingEnded = false;
      return toSessionUser(user, session, request);
    },
  );

  app.put(
    '/circle/accounts/:clientId/notices',
    { schema: { params, body: helpedNoticesSchema, response: { 200: helpedAccountSchema } } },
    async (request) => {
      const user = currentUser(request);
      const clientId = routeIdOr404(request.params.clientId, 'circle_contact_not_found');
      const changed = await app.repos.trustedContacts.setContactNotices(clientId, user.id, request.body.visitNotices);
      const account = changed
        ? (await app.repos.trustedContacts.helpedAccounts(user.id)).find((a) => a.clientId === clientId)
        : undefined;
      if (!account) throw notFound('circle_contact_not_found');
      return account;
    },
  );
};

export default helpingRoutes;
