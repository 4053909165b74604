import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when a shutdown begins: `/readyz` answers 503 from then on, while requests are still served. */
    shuttingDown: boolean;
  }
}

/** Probe paths: answered without a session lookup (see the session plugin) and never rate limited. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** A readiness probe must answer well before the balancer's own timeout, even if the database hangs. */
export const READY_TIMEOUT_MS = 2000;

const okSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready') });
const unavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });

export class ProbeTimeout extends Error {}

/** Rejects with a ProbeTimeout carrying `message` if `work` has not settled within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: not shutting down, and
 * the database answers a trivial query). Once a shutdown begins `/readyz` answers 503, so a
 * balancer stops sending new work during the drain period (SHUTDOWN_DRAIN_SECONDS); after it the
 * listening socket closes and new connections are refused.
 */
export default fp<{ readyTimeoutMs?: number }>(
  async (app, { readyTimeoutMs = READY_TIMEOUT_MS }) => {
    app.decorate('shuttingDown', false);
    // Keep-alive connections would otherwise stay open after their last response and hold
    // app.close() until their idle timeout: once shutting down, every response ends its connection.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (app.shuttingDown) reply.header('connection', 'close');
      done(null, payload);
    });

    app.get('/healthz', { schema: { response: { 200: okSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });

    app.get(
      '/readyz',
      { schema: { response: { 200: readySchema, 503: unavailableSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (app.shuttingDown) {
          return reply.code(503).send({ status: 'unavailable' as const, message: 'The server is shutting down.' });
        }
        try {
          await withTimeout(
            sql`select 1`.execute(app.db),
            readyTimeoutMs,
            `The database did not answer within ${readyTimeoutMs} ms.`,
          );
          return { status: 'ready' as const };
        } catch (err) {
          request.log.warn({ err }, 'readiness check failed');
          // The probe is public: name the failure, keep addresses and driver details in the log.
          const message =
            err instanceof ProbeTimeout ? err.message : 'The database is not reachable (see the server log).';
          return reply.code(503).send({ status: 'unavailable' as const, message });
        }
      },
    );
  },
  { name: 'health', dependencies: ['db'] },
);
