import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from '../../lib/attempt-counter.js';
import { tooManyRequests } from '../../lib/http-errors.js';
import { callLimit } from '../../lib/rate-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tries reserved before a slow check (lib/attempt-counter.ts), in the same store as the limits. */
    attempts: AttemptCounter;
  }
}

/**
 * Limits are declared per route (`config.rateLimit`); nothing is limited globally. Keys are
 * the client address (which is the proxy's unless TRUST_PROXY is set). With REDIS_URL the counters
 * live in Redis, so several instances share one limit per address (docs/deployment.md).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
    if (redis) {
      redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate('attempts', redis ? redisAttemptCounter(redis, config.redisPrefix) : memoryAttemptCounter());
    await app.register(rateLimit, {
      global: false,
      ...callLimit(config, 100, '1 minute'),
      errorResponseBuilder: () => tooManyRequests('rate_limited'),
      // Answers within the limit carry no x-ratelimit-* headers: nothing of ours reads them, they would tell a
      // code guesser how many tries are left, and each one is header work on every limited answer. A refusal
      // (429) keeps them, with Retry-After.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      ...(redis
        ? {
            redis,
            nameSpace: config.redisPrefix,
            // Redis unreachable: serve the request rather than refuse everyone; the error is logged.
            skipOnError: true,
          }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);

/**
 * Short timeouts: a slow or absent Redis must not hold requests up. ioredis loads only when
 * REDIS_URL is set.
 */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}
