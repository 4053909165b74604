import type { FastifyRequest } from 'fastify';
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
    const isCrossSite = (request: FastifyRequest) => {
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
      const origin = request.headers.origin;
      return origin !== undefined && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
    };
    app.addHook('onRequest', (request, _reply, done) => {
      done(!SAFE_METHODS.has(request.method) && isCrossSite(request) ? forbidden('cross_site') : undefined);
    });
  },
  { name: 'cross-site-guard' },
);
