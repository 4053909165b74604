import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that takes longer than this is logged at `warn` whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * What the server logs of each request (decision 018). Fastify's default writes two `info` lines for every
 * request, one on arrival and one at the end. Here, at `info`, a request is logged once it ends, and only
 * when there is something to see:
 * - `info` when it was refused, not found or failed (4xx and 5xx; the error handler logs a 5xx's cause at
 *   `error` first);
 * - `error` when the answer itself broke off after it started;
 * - `warn` when it took longer than `slowMs`.
 *
 * Other answers, and every arrival, are logged at `debug`. The reverse proxy's access log already has a line
 * for every request (docs/deployment.md). Writing two lines for each cost the public reads about a third more
 * CPU per request. Under load they would also reach journald's rate limit, which then drops lines, errors
 * included.
 */
export class RequestLog extends LogController {
  readonly #slowMs: number;

  constructor({ slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
    super();
    this.#slowMs = slowMs;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 400) {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    } else if (responseTime > this.#slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}

/** Query values that are keys: a password-reset link's token, a tracking code (`/track-request?token=`). */
const KEY_IN_QUERY = /([?&]token=)[^&#]*/gi;

/**
 * The request as a log line shows it (Fastify's own fields), with keys in the URL hidden: a refused
 * password reset sent without JavaScript is logged at `info`, and its URL is the e-mailed link.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(KEY_IN_QUERY, '$1[hidden]'),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
