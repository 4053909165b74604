import { trackedRequestSchema } from '@ta/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { jsonRoute, operation, operationsPerApp } from '../../../http/operations.js';
import { sharedLimit } from '../../../http/shared-limits.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { notFound } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { serviceContext } from '../../service-context.js';
import { trackContactRequest } from '../contact-request-reads.js';

/** Lookups by tracking code from one address, by the API or for the tracking page rendered on the server. */
const trackingLimit = sharedLimit('tracking', 30, '15 minutes');

/** Public tracking by code. A malformed, wrong or missing code all get the same 404. */
export const trackOperations = operationsPerApp((app: FastifyInstance, config: AppConfig) => {
  const ctx = serviceContext(app, config);
  return {
    track: operation({
      checks: [trackingLimit(app, config)],
      // No length limit here: an over-long code must get the same 404 as any wrong one, not a 400.
      // The URL is bounded by Node's header limit, and normalizing is linear.
      params: z.object({ token: z.string() }),
      response: trackedRequestSchema,
      run: async ({ params: { token } }) => trackContactRequest(ctx, token),
    }),
  };
});

const trackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Someone's request, found or not: no shared cache keeps it, and a found and a missing code
  // answer with the same headers.
  app.addHook('onSend', keepPrivate);

  jsonRoute(app, 'GET', '/contact/track/:token', trackOperations(app, config).track, {
    pageRead: true,
    // The answer does not depend on who asks: no session is read (plugins/app/session.ts).
    config: { ignoresSession: true },
    // Not compressed: most answers are a few hundred bytes, under the 1 KB threshold, and
    // @fastify/compress negotiates the encoding on every answer before it checks the size. The
    // longest (a 5,000-character message) is about 5.5 KB and goes out as it is (docs/performance.md).
    compress: false,
  });

  app.get(
    '/contact/track',
    { config: { rateLimit: callLimit(config, 30, '15 minutes'), ignoresSession: true }, compress: false },
    async () => {
      throw notFound('tracking_not_found');
    },
  );
};

export default trackRoutes;
