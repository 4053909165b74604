import { messageSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { askForPasswordReset, resetPassword } from '../password-resets.js';
import { serviceContext } from '../../service-context.js';

/** "Forgot password": a one-time link by e-mail that works for one hour. */
const passwordResetRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const limit = (max: number) => ({ rateLimit: callLimit(config, max, '15 minutes') });
  const ctx = serviceContext(app, config);

  app.post(
    '/password-reset',
    { config: limit(5), schema: { body: passwordResetRequestSchema, response: { 200: messageSchema } } },
    async (request) => askForPasswordReset(ctx, request.body.email),
  );

  app.post(
    '/password-reset/confirm',
    { config: limit(10), schema: { body: passwordResetConfirmSchema, response: { 200: messageSchema } } },
    async (request) => resetPassword(ctx, request.body),
  );
};

export default passwordResetRoutes;
