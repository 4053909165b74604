import { AUTH_MESSAGES, loginAnswerSchema, loginSchema, messageSchema } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { forbidden, tooManyRequests, unauthorized } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.js';
import { toSessionUser } from '../../../repositories/users-repository.js';
import { startChallenge } from '../../../services/two-step-sign-in.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The per-account limit's key for each login request, set once the account is looked up. */
const accountKeys = new WeakMap<FastifyRequest, string>();

const loginRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Failed attempts per account, whatever address they come from.
  const accountLimit = app.createRateLimit({
    ...callLimit(config, 10, FIFTEEN_MINUTES),
    keyGenerator: (request) => accountKeys.get(request) ?? 'login-account:',
  });

  app.post(
    '/login',
    {
      config: { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) },
      schema: {
        body: loginSchema,
        response: { 200: loginAnswerSchema, 401: messageSchema, 403: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await app.repos.users.findByLogin(username);
      // Keyed by the account, not the typed name: its username and e-mail share one count.
      accountKeys.set(request, user ? `login-account:${user.id}` : `login-name:${username.trim().toLowerCase()}`);
      const peek = await accountLimit(request, { increment: false });
      if (!peek.isAllowed && peek.remaining <= 0) throw tooManyRequests(AUTH_MESSAGES.tooManyLogins);

      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !ok) {
        await accountLimit(request);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      if (!user.active) throw forbidden(AUTH_MESSAGES.inactive);

      // Staff and admins see every client's data: with two-step sign-in on (or required by the admin),
      // the password alone starts no session, only the short step to the code (docs/two-step.md).
      if (user.role !== 'client') {
        if (user.totpEnabledAt !== null) {
          await startChallenge(app, config, reply, user, 'code');
          return { twoStep: 'code' as const };
        }
        if (await app.repos.twoStep.requireTwoStepForStaff()) {
          await startChallenge(app, config, reply, user, 'setup');
          return { twoStep: 'setup' as const };
        }
      }
      await reply.startSession(user);
      return toSessionUser(user, request.session);
    },
  );
};

export default loginRoutes;
