import { registerRequestSchema, sessionUserSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { requestLanguage } from '../../../lib/request-language.js';
import { toSessionUser } from '../users-repository.js';
import { markFirstSession, registerClient } from '../registration.js';
import { serviceContext } from '../../service-context.js';

const registerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);

  app.post(
    '/register',
    {
      config: { rateLimit: callLimit(config, 10, '1 hour') },
      schema: { body: registerRequestSchema, response: { 201: sessionUserSchema } },
    },
    async (request, reply) => {
      const user = await registerClient(ctx, request.body, requestLanguage(request));
      await reply.startSession(user, 'registration');
      const session = await markFirstSession(ctx, request.session?.id);
      return reply.code(201).send(toSessionUser(user, session));
    },
  );
};

export default registerRoutes;
