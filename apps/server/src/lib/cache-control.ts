import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Marks an answer about someone (their data, their session, their request) `private, no-store`:
 * kept by no shared cache, and not stored by the browser either. An `onSend` hook, for a whole
 * plugin (`app.addHook('onSend', keepPrivate)`) or one route (`onSend: keepPrivate`); it runs for
 * refusals and errors too, so a found and a missing thing answer with the same headers.
 */
export async function keepPrivate(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}
