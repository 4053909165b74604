import fp from 'fastify-plugin';
import type { onResponseAsyncHookHandler } from 'fastify';
import { isCircleView, recordCircleView } from '../../domains/circle/circle-audit.js';

/**
 * The access log's reads (docs/circle.md, "Access log"): once an answer is sent, a trusted contact's
 * look at the client's data is recorded for the client. Refusals are recorded by the circle's guards.
 */
export default fp(
  async (app) => {
    const record: onResponseAsyncHookHandler = async (request, reply) => {
      try {
        await recordCircleView(request, reply.statusCode);
      } catch (error) {
        // The answer is already sent; a log line that could not be written must not hide the read.
        request.log.error({ err: error }, 'Could not record a trusted contact’s read in the access log');
      }
    };
    // Only on the reads the log records: every other answer (the public reads among them) skips the hook.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => isCircleView(method, route.url))) return;
      route.onResponse = [...[route.onResponse ?? []].flat(), record];
    });
  },
  { name: 'circle-audit', dependencies: ['session'] },
);
