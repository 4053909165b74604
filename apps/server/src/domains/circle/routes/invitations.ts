import { acceptWithNewAccountSchema, circleInvitationSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser, toSessionUser, type UserRecord } from '../../accounts/index.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { requestLanguage } from '../../../lib/request-language.js';
import type { CircleLink } from '../trusted-contacts-repository.js';
import { acceptInvitation, acceptWithNewAccount, invitationToShow } from '../circle-invitations.js';
import { actForAcceptedClient } from '../helped-accounts.js';
import { serviceContext } from '../../service-context.js';

// Any non-empty text reaches the work, so a malformed token gets the same 404 as a wrong one.
const params = z.object({ token: z.string().max(400) });

/** Invitations looked at from one address, by the API or by the accept page. */
const invitationReadLimit = sharedLimit('circle-invitation-read', 30, '15 minutes');
/** Invitations accepted with the signed-in account from one address, by the API or by the page's form. */
const acceptLimit = sharedLimit('circle-invitation-accept', 10, '15 minutes');
/** Accounts made by accepting an invitation from one address, by the API or by the page's form. */
const acceptNewLimit = sharedLimit('circle-invitation-accept-new', 10, '1 hour');

/** This session now works on the client's account; the answer is the session user. */
function actingAs(request: FastifyRequest, user: UserRecord, clientId: number, link: CircleLink | null) {
  const { session } = request;
  if (session) session.actingForId = clientId;
  request.actingFor = link;
  request.actingEnded = false;
  return toSessionUser(user, session, request);
}

/** The invitee's side of an invitation link, as the routes, the accept page's read and its forms do it. */
export const invitationOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: [invitationReadLimit(app, config)],
      params,
      response: circleInvitationSchema,
      run: async ({ params: { token } }) => invitationToShow(ctx, token),
    }),
    accept: operation({
      checks: [requireUser, acceptLimit(app, config)],
      params,
      response: sessionUserSchema,
      run: async ({ params: { token } }, request) => {
        const user = currentUser(request);
        const { clientId, link } = await acceptInvitation(ctx, user, token, request.session?.id ?? null);
        return actingAs(request, user, clientId, link);
      },
    }),
    acceptNew: operation({
      checks: [acceptNewLimit(app, config)],
      params,
      body: acceptWithNewAccountSchema,
      response: sessionUserSchema,
      status: 201,
      run: async ({ params: { token }, body }, request, reply) => {
        const { user, clientId } = await acceptWithNewAccount(ctx, token, body, requestLanguage(request));
        await reply.startSession(user, 'invitation');
        // The new session works on the client's account from its first answer.
        const link = await actForAcceptedClient(ctx, user, request.session?.id ?? null, clientId);
        return actingAs(request, user, clientId, link);
      },
    }),
  };
});

/**
 * The invitee's side of an invitation link: look at it, accept it with the account they are
 * signed in to, or create an account for the invited address and accept at once. A token that is
 * made up, spent, expired or withdrawn always gets the same 404; no answer carries the token.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = invitationOperations(app, config);
  jsonRoute(app, 'GET', '/circle/invitations/:token', ops.read, {
    pageRead: true,
    refusals: { 404: errorAnswerSchema },
  });
  jsonRoute(app, 'POST', '/circle/invitations/:token/accept', ops.accept);
  jsonRoute(app, 'POST', '/circle/invitations/:token/accept-new', ops.acceptNew);
};

export default invitationRoutes;
