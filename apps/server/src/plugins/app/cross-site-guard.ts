import { AUTH_MESSAGES } from '@ta/shared';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { forbidden } from '../../lib/http-errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Browsers
 * send Sec-Fetch-Site (and Origin) on every cross-site POST; clients that send neither (curl,
 * server-to-server) are not browsers and carry no ambient cookies to abuse.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const publicOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        throw forbidden(AUTH_MESSAGES.crossSite);
      }
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const ownOrigin = `${request.protocol}://${request.host}`;
        if (origin !== publicOrigin && origin !== ownOrigin) throw forbidden(AUTH_MESSAGES.crossSite);
      }
    });
  },
  { name: 'cross-site-guard' },
);
