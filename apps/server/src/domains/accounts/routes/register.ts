import { AUTH_MESSAGES, registerRequestSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { badRequest, conflict } from '../../../lib/http-errors.js';
import { hashPassword, isCommonPassword } from '../../../lib/passwords.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { toSessionUser } from '../users-repository.js';
import * as activity from '../account-events.js';

const registerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { body: registerRequestSchema, response: { 201: sessionUserSchema } },
    },
    async (request, reply) => {
      // The schema keeps only the form's fields: a `role` in the body never reaches this point.
      const { firstName, lastName, email, username, password } = request.body;
      if (await isCommonPassword(password)) {
        throw badRequest('common_password', { password: AUTH_MESSAGES.commonPassword });
      }
      await assertAvailable(app, username, email);
      let user;
      try {
        user = await app.repos.users.create({
          username,
          email,
          firstName,
          lastName,
          role: 'client',
          passwordHash: await hashPassword(password),
          // The client's e-mails are written in the language of the page they registered on.
          language: requestLanguage(request),
        });
      } catch (err) {
        if (isUniqueViolation(err)) await assertAvailable(app, username, email);
        throw err;
      }
      await app.repos.events.record(activity.accountRegistered(user));
      await reply.startSession(user, 'registration');
      // This session is the new client's first: the dashboard welcomes them rather than welcoming them back.
      const session = request.session && (await app.repos.sessions.markStartedByRegistration(request.session.id));
      return reply.code(201).send(toSessionUser(user, session ?? null));
    },
  );
};

async function assertAvailable(app: Parameters<FastifyPluginAsyncZod>[0], username: string, email: string) {
  const taken = await app.repos.users.findConflicts({ username, email });
  if (taken.username) throw conflict('username_taken', { username: AUTH_MESSAGES.usernameTaken });
  if (taken.email) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
}

export default registerRoutes;
