import { loginAnswerSchema, loginSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import { challengeCookie } from '../two-step-sign-in.js';
import { passwordSignIn } from '../password-sign-in.js';
import { serviceContext } from '../../service-context.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Password sign-ins from one address, by the API or by the page's form. */
const loginLimit = sharedLimit('login', 30, '15 minutes');

/** Signing in with a password: the session, or the second step when the account has two-step sign-in. */
export const loginOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  // Failed attempts per account, whatever address they come from: each try is reserved before the
  // password is checked and given back when it was right, so parallel tries cannot overshoot.
  const accountMax = callLimit(config, 10, FIFTEEN_MINUTES).max;
  return {
    login: operation({
      checks: [loginLimit(app, config)],
      body: loginSchema,
      response: loginAnswerSchema,
      run: async ({ body }, request, reply) => {
        const cookie = challengeCookie(config, request.cookies, reply);
        const { user, twoStep } = await passwordSignIn(ctx, app.attempts, cookie, body, accountMax);
        if (twoStep) return { twoStep };
        await reply.startSession(user);
        return toSessionUser(user, request.session);
      },
    }),
  };
});

const loginRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = loginOperations(app, config);
  jsonRoute(app, 'POST', '/login', ops.login, {
    refusals: { 401: errorAnswerSchema, 403: errorAnswerSchema, 429: errorAnswerSchema },
  });
};

export default loginRoutes;
