import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config.js';
import { keepPrivate } from '../../../lib/cache-control.js';
import clientQuotesRoutes from './client-quotes.js';
import quoteLinksRoutes from './quote-links.js';

/** Quotes outside the back office: the client area's (clients only) and the e-mailed link's (anyone). */
const quotesRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onSend', keepPrivate);
  await app.register(clientQuotesRoutes, { config });
  await app.register(quoteLinksRoutes, { config });
};

export default quotesRoutes;
