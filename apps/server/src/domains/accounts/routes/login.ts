import { loginAnswerSchema, loginSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { toSessionUser } from '../users-repository.js';
import { challengeCookie } from '../two-step-sign-in.js';
import { passwordSignIn } from '../password-sign-in.js';
import { serviceContext } from '../../service-context.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const loginRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
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
      const cookie = challengeCookie(config, request.cookies, reply);
      const { user, twoStep } = await passwordSignIn(ctx, app.attempts, cookie, request.body, accountMax);
      if (twoStep) return { twoStep };
      await reply.startSession(user);
      return toSessionUser(user, request.session);
    },
  );
};

export default loginRoutes;
