import { referralViewSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { accountHolder, requireClient } from '../../accounts/index.js';
import { holderOnly } from '../../circle/index.js';
import { serviceContext } from '../../service-context.js';
import { referralOf } from '../referrals.js';

/**
 * The account page's "Refer a friend" (docs/referrals.md): the account holder's own code and link. A
 * trusted contact has a code of their own on their own account (403 here); staff 403.
 */
export const referralOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    read: operation({
      checks: [requireClient, holderOnly],
      response: referralViewSchema,
      run: async (_input, request) => referralOf(ctx, accountHolder(request)),
    }),
  };
});

const referralRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  const ops = referralOperations(app, config);
  jsonRoute(app, 'GET', '/user/referral', ops.read, { pageRead: true });
};

export default referralRoutes;
