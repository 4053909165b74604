import { messageSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { askForPasswordReset, resetPassword } from '../password-resets.js';
import { serviceContext } from '../../service-context.js';

/** Reset links asked for from one address, by the API or by the page's form. */
const resetRequestLimit = sharedLimit('password-reset', 5, '15 minutes');
/** New passwords set by a reset link from one address, by the API or by the page's form. */
const resetConfirmLimit = sharedLimit('password-reset-confirm', 10, '15 minutes');

/** "Forgot password": a one-time link by e-mail that works for one hour. */
export const passwordResetOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    request: operation({
      checks: [resetRequestLimit(app, config)],
      body: passwordResetRequestSchema,
      response: messageSchema,
      run: async ({ body }) => askForPasswordReset(ctx, body.email),
    }),
    confirm: operation({
      checks: [resetConfirmLimit(app, config)],
      body: passwordResetConfirmSchema,
      response: messageSchema,
      run: async ({ body }) => resetPassword(ctx, body),
    }),
  };
});

const passwordResetRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ops = passwordResetOperations(app, config);
  jsonRoute(app, 'POST', '/password-reset', ops.request);
  jsonRoute(app, 'POST', '/password-reset/confirm', ops.confirm);
};

export default passwordResetRoutes;
