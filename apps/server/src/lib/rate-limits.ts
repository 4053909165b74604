import type { AppConfig } from '../config.js';

/**
 * A rate limit: at most `max` calls in `timeWindow`, counted per client address unless the caller
 * keys it otherwise (plugins/external/rate-limit.ts). With RATE_LIMITS off (tests, benchmarks) it
 * never refuses. For a route's `config: { rateLimit }` and for `app.createRateLimit`.
 */
export function callLimit(config: AppConfig, max: number, timeWindow: string | number) {
  return { max: config.rateLimits ? max : Number.MAX_SAFE_INTEGER, timeWindow };
}
