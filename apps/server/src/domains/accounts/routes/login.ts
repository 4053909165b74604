import { loginAnswerSchema, loginSchema, isClientRole } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { forbidden, tooManyRequests, unauthorized, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.js';
import { toSessionUser } from '../users-repository.js';
import { startChallenge } from '../two-step-sign-in.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const loginRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Failed attempts per account, whatever address they come from: each try is reserved before the
  // password is checked and given back when it was right, so parallel tries cannot overshoot.
  const accountMax = callLimit(config, 10, FIFTEEN_MINUTES).max;

  app.post(
    '/login',
    {
      config: { rateLimit: callLimit(config, 30, FIFTEEN_MINUTES) },
      schema: {
        body: loginSchema,
        response: { 200: loginAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await app.repos.users.findByLogin(username);
      // Keyed by the account, not the typed name: its username and e-mail share one count.
      const accountKey = user ? `login-account:${user.id}` : `login-name:${username.trim().toLowerCase()}`;
      if (!(await app.attempts.reserve(accountKey, accountMax, FIFTEEN_MINUTES))) {
        throw tooManyRequests('too_many_logins');
      }
      const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
      if (!user || !ok) throw unauthorized('invalid_credentials');
      await app.attempts.release(accountKey);
      if (!user.active) throw forbidden('account_inactive');

      // Staff and admins see every client's data: with two-step sign-in on (or required by the admin),
      // the password alone starts no session, only the short step to the code (docs/two-step.md).
      if (!isClientRole(user.role)) {
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
