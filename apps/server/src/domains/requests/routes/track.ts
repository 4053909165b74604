import { trackedRequestSchema } from '@ta/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import { notFound } from '../../../lib/http-errors.js';
import { callLimit } from '../../../lib/rate-limits.js';
import { serviceContext } from '../../service-context.js';
import { trackContactRequest } from '../contact-request-reads.js';

/** Public tracking by code. A malformed, wrong or missing code all get the same 404. */
const trackRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const ctx = serviceContext(app, config);
  const rateLimit = callLimit(config, 30, '15 minutes');
  // Someone's request, found or not: no shared cache keeps it, and a found and a missing code
  // answer with the same headers.
  app.addHook('onSend', keepPrivate);

  app.get(
    '/contact/track/:token',
    {
      // The answer does not depend on who asks: no session is read (plugins/app/session.ts).
      config: { rateLimit, ignoresSession: true },
      // Not compressed: most answers are a few hundred bytes, under the 1 KB threshold, and
      // @fastify/compress negotiates the encoding on every answer before it checks the size. The
      // longest (a 5,000-character message) is about 5.5 KB and goes out as it is (docs/performance.md).
      compress: false,
      // No length limit here: an over-long code must get the same 404 as any wrong one, not a 400.
      // The URL is bounded by Node's header limit, and normalizing is linear.
      schema: { params: z.object({ token: z.string() }), response: { 200: trackedRequestSchema } },
    },
    async (request) => trackContactRequest(ctx, request.params.token),
  );

  app.get('/contact/track', { config: { rateLimit, ignoresSession: true }, compress: false }, async () => {
    throw notFound('tracking_not_found');
  });
};

export default trackRoutes;
