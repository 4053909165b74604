import {
  acceptWithNewAccountSchema,
  AUTH_MESSAGES,
  circleInvitationSchema,
  CIRCLE_RIGHTS,
  invitationTokenSchema,
  parseList,
  sessionUserSchema,
  type CircleInvitation,
} from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser, toSessionUser, type UserRecord, accountRegistered } from '../../accounts/index.js';
import { badRequest, conflict, notFound, errorAnswerSchema } from '../../../lib/http-errors.js';
import { hashPassword, isCommonPassword } from '../../../lib/passwords.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import type { OpenInvitation } from '../trusted-contacts-repository.js';
import { acceptInvitation, openInvitation } from '../circle.js';

/**
 * The invitee's side of an invitation link: look at it, accept it with the account they are
 * signed in to, or create an account for the invited address and accept at once. A token that is
 * made up, spent, expired or withdrawn always gets the same 404; no answer carries the token.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  // Any non-empty text reaches the handler, so a malformed token gets the same 404 as a wrong one.
  const params = z.object({ token: z.string().max(400) });
  const limit = (max: number, window: string) => ({ rateLimit: callLimit(config, max, window) });

  /** A token that does not even have a token's shape gets the 404 of a wrong one, without a lookup. */
  function checkShape(token: string): void {
    if (!invitationTokenSchema.safeParse(token).success) throw notFound('circle_invitation_invalid');
  }

  async function invitationFor(token: string): Promise<OpenInvitation> {
    checkShape(token);
    return openInvitation({ repos: app.repos }, token);
  }

  /** This session now works on the client's account; the answer is the session user. */
  async function actForClient(request: FastifyRequest, user: UserRecord, clientId: number) {
    const { session } = request;
    if (session) {
      await app.repos.sessions.setActingFor(session.id, clientId);
      app.accessChanges.notify();
      session.actingForId = clientId;
    }
    request.actingFor = (await app.repos.trustedContacts.activeLink(clientId, user.id)) ?? null;
    request.actingEnded = false;
    return toSessionUser(user, session, request);
  }

  app.get(
    '/circle/invitations/:token',
    {
      config: limit(30, '15 minutes'),
      schema: { params, response: { 200: circleInvitationSchema, 404: errorAnswerSchema } },
    },
    async (request): Promise<CircleInvitation> => {
      const invitation = await invitationFor(request.params.token);
      const account = await app.repos.users.findByEmail(invitation.email);
      return {
        clientName: invitation.clientName,
        name: invitation.name,
        email: invitation.email,
        rights: parseList(invitation.rights, CIRCLE_RIGHTS),
        hasAccount: account !== undefined,
      };
    },
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
      checkShape(request.params.token);
      const invitation = await acceptInvitation({ repos: app.repos }, user, request.params.token);
      return actForClient(request, user, invitation.clientId);
    },
  );

  app.post(
    '/circle/invitations/:token/accept-new',
    {
      config: limit(10, '1 hour'),
      schema: { params, body: acceptWithNewAccountSchema, response: { 201: sessionUserSchema } },
    },
    async (request, reply) => {
      const { token } = request.params;
      const invitation = await invitationFor(token);
      if (await app.repos.users.findByEmail(invitation.email)) {
        throw conflict('circle_invitation_needs_sign_in');
      }
      const { firstName, lastName, password } = request.body;
      if (await isCommonPassword(password)) {
        throw badRequest('common_password', { password: AUTH_MESSAGES.commonPassword });
      }
      const user = await createAccount(invitation.email, {
        firstName,
        lastName,
        passwordHash: await hashPassword(password),
        language: requestLanguage(request),
      });
      await app.repos.events.record(accountRegistered(user));
      const accepted = await acceptInvitation({ repos: app.repos }, user, token);
      await reply.startSession(user, 'invitation');
      return reply.code(201).send(await actForClient(request, user, accepted.clientId));
    },
  );

  /**
   * A client account for the invited address, with a username made from the address (the person
   * can sign in with either). A second accept of the same link meets the address already taken.
   */
  async function createAccount(
    email: string,
    fields: Pick<UserRecord, 'firstName' | 'lastName' | 'passwordHash' | 'language'>,
  ): Promise<UserRecord> {
    const base = usernameBase(email);
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const username = attempt === 1 ? base : `${base}${attempt}`;
      const taken = await app.repos.users.findConflicts({ username, email });
      if (taken.email) throw conflict('circle_invitation_needs_sign_in');
      if (taken.username) continue;
      try {
        return await app.repos.users.create({ ...fields, username, email, role: 'client' });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw conflict('circle_invitation_needs_sign_in');
  }
};

/** The address's part before the @, in plain letters and digits, 3 to 40 characters. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  const trimmed = local.replace(/^[._-]+|[._-]+$/g, '').slice(0, 40);
  return trimmed.length >= 3 ? trimmed : `${trimmed || 'user'}${'000'.slice(trimmed.length)}`.slice(0, 40);
}

export default invitationRoutes;
