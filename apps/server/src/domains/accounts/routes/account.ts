import {
  AUTH_MESSAGES,
  messageSchema,
  passwordChangeSchema,
  profileSchema,
  sessionUserSchema,
  codeMessage,
} from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser } from '../guards.js';
import { badRequest, conflict, unauthorized, errorAnswerSchema } from '../../../lib/http-errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../../lib/passwords.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import * as activity from '../account-events.js';
import { officeAdditionsToShow } from '../../circle/index.js';
import { tellOldAddress } from '../email-change.js';

/** The signed-in person's own account: who am I, profile, password, log out. */
const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/user',
    {
      // Who is signed in on this browser: never kept by a shared cache or the back/forward cache,
      // whether the answer is the person or a 401.
      onRequest: requireUser,
      onSend: keepPrivate,
      schema: { response: { 200: sessionUserSchema, 401: errorAnswerSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const notice = await officeAdditionsToShow(app.repos, user, request.actingFor);
      return toSessionUser(user, request.session, request, notice);
    },
  );

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (_request, reply) => {
    await reply.endSession();
    return { message: AUTH_MESSAGES.loggedOut };
  });

  app.patch(
    '/user/profile',
    {
      onRequest: requireUser,
      // A new e-mail asks for the password: as many guesses as the password form allows.
      config: { rateLimit: callLimit(config, 10, '15 minutes') },
      schema: { body: profileSchema, response: { 200: sessionUserSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { currentPassword, ...profile } = request.body;
      const newEmail = profile.email.toLowerCase() !== user.email.toLowerCase();
      // The e-mail is where a password reset goes: moving it needs the password, so a borrowed or
      // stolen session cannot lock the owner out (docs/security.md, "Changing the e-mail address").
      if (newEmail && currentPassword === '') {
        throw badRequest('email_change_needs_password', {
          currentPassword: AUTH_MESSAGES.emailChangeNeedsPassword,
        });
      }
      if (newEmail && !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('wrong_current_password', { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
      }
      const taken = await app.repos.users.findConflicts({ email: profile.email }, user.id);
      if (taken.email) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
      let updated;
      try {
        updated = await app.repos.users.updateProfile(user.id, profile);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('email_taken', { email: AUTH_MESSAGES.emailTaken });
        throw err;
      }
      if (!updated) throw unauthorized('not_signed_in');
      if (newEmail) {
        await tellOldAddress(app.mailer, user, updated.email);
        await app.repos.events.record(activity.emailChanged(updated));
      }
      return toSessionUser(updated, request.session);
    },
  );

  app.post(
    '/user/password',
    {
      onRequest: requireUser,
      config: { rateLimit: callLimit(config, 10, '15 minutes') },
      schema: { body: passwordChangeSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('wrong_current_password', { currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
      }
      const problem = await passwordProblem(newPassword, user);
      if (problem) throw badRequest(problem, { newPassword: codeMessage(problem) });
      await app.repos.users.setPasswordHash(user.id, await hashPassword(newPassword));
      // Every session of this account ends, this one included; this browser gets a fresh one.
      // The new session keeps how this one was signed in (with two steps or not): knowing the password
      // proves nothing more than before.
      const method = request.session?.signInMethod;
      await app.repos.sessions.deleteForUser(user.id);
      app.accessChanges.notify();
      request.session = null;
      await reply.startSession(user, method);
      await app.repos.events.record(activity.passwordChanged(user));
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
};

export default accountRoutes;
