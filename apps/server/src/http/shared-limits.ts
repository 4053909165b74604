import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { tooManyRequests } from '../lib/http-errors.js';
import { callLimit } from '../lib/rate-limits.js';
import type { Check } from './operations.js';

/** Every check a shared limit made: the API document says a route that runs one may answer 429. */
const limitChecks = new WeakSet<Check>();

/** Whether a route's hook is a shared limit's check (plugins/external/openapi.ts). */
export function isSharedLimit(hook: unknown): boolean {
  return typeof hook === 'function' && limitChecks.has(hook as Check);
}

/**
 * A rate limit kept in one count per client address however the call comes in: the JSON route, the
 * same action's form sent without JavaScript at its English or Spanish address, or a page read
 * (docs/architecture.md "One operation, three ways in"). A route's own `config.rateLimit` counts per
 * route, so a form beside it would double what an address may try. Declared once at module level;
 * each app built from a config gets its own count (tests build many).
 */
export function sharedLimit(name: string, max: number, timeWindow: string) {
  const made = new WeakMap<AppConfig, Check>();
  return function limitFor(app: FastifyInstance, config: AppConfig): Check {
    const existing = made.get(config);
    if (existing) return existing;
    const limiter = app.createRateLimit({
      ...callLimit(config, max, timeWindow),
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    });
    const check: Check = async (request, reply) => {
      const count = await limiter(request);
      if (count.isAllowed || !count.isExceeded) return;
      reply.header('retry-after', String(count.ttlInSeconds));
      throw tooManyRequests('rate_limited');
    };
    made.set(config, check);
    limitChecks.add(check);
    return check;
  };
}

/** A limiter as `app.createRateLimit` makes it: counts a request (or only reads, `increment: false`). */
export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * A rate limit counted by something other than the address (an e-mail address, an account), which
 * the work itself checks once it knows what to count (`keyOf`, read when the limiter is called): one
 * count whichever way in the work was done, as `sharedLimit`'s. Declared once at module level.
 */
export function sharedLimiter(
  name: string,
  max: number,
  timeWindow: string,
  keyOf: (request: FastifyRequest) => string,
) {
  const made = new WeakMap<AppConfig, Limiter>();
  return function limiterFor(app: FastifyInstance, config: AppConfig): Limiter {
    const existing = made.get(config);
    if (existing) return existing;
    const limiter = app.createRateLimit({
      ...callLimit(config, max, timeWindow),
      keyGenerator: (request: FastifyRequest) => `${name}:${keyOf(request)}`,
    });
    made.set(config, limiter);
    return limiter;
  };
}
