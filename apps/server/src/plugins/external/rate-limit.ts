import rateLimit from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@ta/shared';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';

/**
 * Limits are declared per route (`config.rateLimit`); nothing is limited globally. Keys are
 * the client address (which is the proxy's unless TRUST_PROXY is set).
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: false,
      max: config.rateLimits ? 100 : Number.MAX_SAFE_INTEGER,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);
