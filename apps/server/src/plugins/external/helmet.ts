import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';

/**
 * Security headers with a strict Content Security Policy. Scripts only from our own origin
 * (the server-rendered state is a non-executable JSON script). Inline style attributes are
 * allowed because Radix positions popovers with them.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const dev = config.web === 'development';
    const https = config.publicUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Vite's dev server injects an inline React Refresh preamble; production has none.
          scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'helmet' },
);
