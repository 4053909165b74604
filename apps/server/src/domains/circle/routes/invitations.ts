import { acceptWithNewAccountSchema, circleInvitationSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser, toSessionUser, type UserRecord } from '../../accounts/index.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import type { CircleLink } from '../trusted-contacts-repository.js';
import { acceptInvitation, acceptWithNewAccount, invitationToShow } from '../circle-invitations.js';
import { actForAcceptedClient } from '../helped-accounts.js';
import { serviceContext } from '../../service-context.js';

/**
 * The invitee's side of an invitation link: look at it, accept it with the account they are
 * signed in to, or create an account for the invited address and accept at once. A token that is
 * made up, spent, expired or withdrawn always gets the same 404; no answer carries the token.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ctx = serviceContext(app, config);
  // Any non-empty text reaches the handler, so a malformed token gets the same 404 as a wrong one.
  const params = z.object({ token: z.string().max(400) });
  const limit = (max: number, window: string) => ({ rateLimit: callLimit(config, max, window) });

  /** This session now works on the client's account; the answer is the session user. */
  function actingAs(request: FastifyRequest, user: UserRecord, clientId: number, link: CircleLink | null) {
    const { session } = request;
    if (session) session.actingForId = clientId;
    request.actingFor = link;
    request.actingEnded = false;
    return toSessionUser(user, session, request);
  }

  app.get(
    '/circle/invitations/:token',
    {
      config: limit(30, '15 minutes'),
      schema: { params, response: { 200: circleInvitationSchema, 404: errorAnswerSchema } },
    },
    async (request) => invitationToShow(ctx, request.params.token),
  );

  app.post(
    '/circle/invitations/:token/accept',
    {
      onRequest: requireUser,
      config: limit(10, '15 minutes'),
      schema: { params, response: { 200: sessionUserSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { clientId, link } = await acceptInvitation(ctx, user, request.params.token, request.session?.id ?? null);
      return actingAs(request, user, clientId, link);
    },
  );

  app.post(
    '/circle/invitations/:token/accept-new',
    {
      config: limit(10, '1 hour'),
      schema: { params, body: acceptWithNewAccountSchema, response: { 201: sessionUserSchema } },
    },
    async (request, reply) => {
      const { user, clientId } = await acceptWithNewAccount(
        ctx,
        request.params.token,
        request.body,
        requestLanguage(request),
      );
      await reply.startSession(user, 'invitation');
      // The new session works on the client's account from its first answer.
      const link = await actForAcceptedClient(ctx, user, request.session?.id ?? null, clientId);
      return reply.code(201).send(actingAs(request, user, clientId, link));
    },
  );
};

export default invitationRoutes;
