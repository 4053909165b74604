import fp from 'fastify-plugin';
import type { FastifyRequest, onResponseAsyncHookHandler } from 'fastify';
import { isCircleView, recordCircleView } from '../../domains/circle/circle-audit.js';

/**
 * The access log's reads (docs/circle.md, "Access log"): once an answer is sent, or a page rendered
 * with the same read, a trusted contact's look at the client's data is recorded for the client.
 * Refusals are recorded by the circle's guards.
 */
export default fp(
  async (app) => {
    const recorded = async (request: FastifyRequest, view: () => Promise<void>) => {
      try {
        await view();
      } catch (error) {
        // The answer is already made; a log line that could not be written must not hide the read.
        request.log.error({ err: error }, 'Could not record a trusted contact’s read in the access log');
      }
    };
    const record: onResponseAsyncHookHandler = async (request, reply) =>
      recorded(request, () => recordCircleView(request, reply.statusCode));
    // A page rendered with the same read (no JSON answer is sent then) is a look all the same.
    app.pageReads.onRead(async (request, { route, params, status }) =>
      recorded(request, () => recordCircleView(request, status, route, params)),
    );
    // Only on the reads the log records: every other answer (the public reads among them) skips the hook.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => isCircleView(method, route.url))) return;
      route.onResponse = [...[route.onResponse ?? []].flat(), record];
    });
  },
  { name: 'circle-audit', dependencies: ['session'] },
);
