import { AUTH_MESSAGES, messageSchema, passwordChangeSchema, profileSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { currentUser, requireUser } from '../guards.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import { officeAdditionsToShow } from '../../circle/index.js';
import { changePassword, updateProfile } from '../own-account.js';
import { serviceContext } from '../../service-context.js';

/** A new e-mail asks for the password: as many guesses, by the API or by the page's form, as the password form allows. */
const profileLimit = sharedLimit('profile', 10, '15 minutes');

/** The signed-in person's own name and e-mail. */
export const ownAccountOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    profile: operation({
      checks: [requireUser, profileLimit(app, config)],
      body: profileSchema,
      response: sessionUserSchema,
      run: async ({ body }, request) =>
        toSessionUser(await updateProfile(ctx, currentUser(request), body), request.session),
    }),
  };
});

/** The signed-in person's own account: who am I, profile, password, log out. */
const accountRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

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
      const notice = await officeAdditionsToShow(ctx, user, request.actingFor);
      return toSessionUser(user, request.session, request, notice);
    },
  );

  app.post('/logout', { schema: { response: { 200: messageSchema } } }, async (_request, reply) => {
    await reply.endSession();
    return { message: AUTH_MESSAGES.loggedOut };
  });

  jsonRoute(app, 'PATCH', '/user/profile', ownAccountOperations(app, config).profile);

  app.post(
    '/user/password',
    {
      onRequest: requireUser,
      config: { rateLimit: callLimit(config, 10, '15 minutes') },
      schema: { body: passwordChangeSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The new session keeps how this one was signed in (with two steps or not): knowing the password
      // proves nothing more than before.
      const method = request.session?.signInMethod;
      await changePassword(ctx, user, request.body);
      // Every session of this account has ended, this one included; this browser gets a fresh one.
      request.session = null;
      await reply.startSession(user, method);
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  );
};

export default accountRoutes;
