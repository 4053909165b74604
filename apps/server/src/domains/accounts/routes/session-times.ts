import { keepAliveSchema, sessionTimesSchema, type SessionTimes } from '@ta/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { requireUser } from '../guards.js';
import { unauthorized, errorAnswerSchema } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';

function timesOf(request: FastifyRequest): SessionTimes {
  const { session } = request;
  if (!session) throw unauthorized('not_signed_in');
  return {
    idleExpiresAt: session.idleExpiresAt,
    absoluteExpiresAt: session.absoluteExpiresAt,
    serverTime: new Date().toISOString(),
  };
}

/**
 * When the signed-in person's session ends, and "Stay signed in" (docs/decisions/034-no-silent-time-outs.md).
 * Reading the times leaves the idle limit where it is; only the keep-alive puts it off.
 */
const sessionTimesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/session',
    {
      onRequest: requireUser,
      onSend: keepPrivate,
      config: { leavesSessionIdle: true },
      schema: { response: { 200: sessionTimesSchema, 401: errorAnswerSchema } },
    },
    async (request) => timesOf(request),
  );

  app.post(
    '/session/keep-alive',
    {
      onRequest: requireUser,
      onSend: keepPrivate,
      config: { rateLimit: callLimit(config, 30, '1 minute') },
      schema: { body: keepAliveSchema, response: { 200: sessionTimesSchema, 401: errorAnswerSchema } },
    },
    async (request, reply) => {
      await reply.extendSession();
      return timesOf(request);
    },
  );
};

export default sessionTimesRoutes;
