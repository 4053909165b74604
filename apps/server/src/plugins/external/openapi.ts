import swagger from '@fastify/swagger';
import { defaultBusiness } from '@ta/shared';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';

/**
 * The OpenAPI document at GET /api/docs, generated from the routes' zod schemas (the same ones the
 * forms and the validators use), so it cannot drift from what the server accepts. Registered before
 * the routes: @fastify/swagger collects them as they are added.
 */
const fromZod = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } });

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${defaultBusiness.name} API`,
          description:
            'The calls behind the public site, the client area and the back office. Sessions are a cookie set by POST /api/login; state-changing calls from another site are refused. Live chat uses the WebSocket at /ws (not described here; see docs/decisions/014-live-chat.md).',
          version: '1.0.0',
        },
        servers: [{ url: config.publicUrl }],
      },
      transform: (input) =>
        // Only the API: the web pages, SEO files, health checks and this document are left out.
        input.url.startsWith('/api/') && input.url !== '/api/docs'
          ? fromZod(input)
          : { schema: { ...input.schema, hide: true }, url: input.url },
    });

    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);
