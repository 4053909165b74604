import { registerRequestSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { toSessionUser } from '../users-repository.js';
import { markFirstSession, registerClient } from '../registration.js';
import { serviceContext } from '../../service-context.js';

/** Accounts made from one address, by the API or by the page's form. */
const registerLimit = sharedLimit('register', 10, '1 hour');

/** Creating a client account, signed in at once in the language of the page it was made from. */
export const registerOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    register: operation({
      checks: [registerLimit(app, config)],
      body: registerRequestSchema,
      response: sessionUserSchema,
      status: 201,
      run: async ({ body }, request, reply) => {
        const user = await registerClient(ctx, body, requestLanguage(request));
        await reply.startSession(user, 'registration');
        const session = await markFirstSession(ctx, request.session?.id);
        return toSessionUser(user, session);
      },
    }),
  };
});

const registerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  jsonRoute(app, 'POST', '/register', registerOperations(app, config).register);
};

export default registerRoutes;
