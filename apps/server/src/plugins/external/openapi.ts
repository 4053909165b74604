import swagger from '@fastify/swagger';
import { defaultBusiness } from '@ta/shared';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { routeAccess } from '../../domains/accounts/guards.js';
import { isSharedLimit } from '../../http/shared-limits.js';
import { sessionCookieName } from '../app/session.js';
import { accessDocs, ERROR_SCHEMAS, errorAnswers, noteFor } from './openapi-answers.js';

/**
 * The OpenAPI document at GET /api/docs, generated from the routes' zod schemas (the same ones the
 * forms and the validators use), so it cannot drift from what the server accepts. Registered before
 * the routes: @fastify/swagger collects them as they are added. Each operation also gets, from the
 * route itself (openapi-answers.ts): who may call it (`security`) and its error answers.
 */
const fromZod = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } });

type TransformInput = Parameters<typeof fromZod>[0] & { route: RouteOptions };
type OperationSchema = Record<string, unknown> & { response?: Record<string, object>; description?: string };

function describeOperation(input: TransformInput) {
  const { route } = input;
  const note = noteFor(route);
  // A body the validating schema cannot show (a multipart form) is documented as sent.
  const documented = note?.body
    ? fromZod({
        ...input,
        schema: {
          ...input.schema,
          body: note.body.schema,
          ...(note.body.mediaType === 'multipart/form-data' ? { consumes: ['multipart/form-data'] } : {}),
        },
      })
    : fromZod(input);
  const schema = (documented.schema ?? {}) as OperationSchema;
  if (note?.body) schema.body = { ...(schema.body as object), description: note.body.description };

  const access = routeAccess(route);
  const { security, sentence } = accessDocs(access);
  const answers = errorAnswers(
    {
      method: String(route.method),
      url: route.url,
      access,
      hasBody: Boolean(route.schema?.body) || note?.body !== undefined,
      multipart: note?.body?.mediaType === 'multipart/form-data',
      hasQuery: Boolean(route.schema?.querystring),
      // Its own limit, or one it shares with the pages' ways in (http/shared-limits.ts).
      rateLimited:
        Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) ||
        [route.onRequest ?? []].flat().some(isSharedLimit),
    },
    note,
  );
  return {
    url: documented.url,
    schema: {
      ...schema,
      description: [schema.description, sentence].filter(Boolean).join(' '),
      ...(security ? { security } : {}),
      // The route's own answers win over the standard ones it shares a code with.
      response: { ...answers, ...schema.response },
    },
  };
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${defaultBusiness.name} API`,
          description:
            'The calls behind the public site, the client area and the back office. Sessions are a cookie set by POST /api/login; state-changing calls from another site are refused. Errors answer `{ code, message }`: `code` is a stable name, `message` its English words (a message with a changing part adds `params`, validation errors add `fields`). Live chat uses the WebSocket at /ws (not described here; see docs/decisions/014-live-chat.md).',
          version: '1.0.0',
        },
        servers: [{ url: config.publicUrl }],
        components: {
          schemas: ERROR_SCHEMAS,
          securitySchemes: {
            cookieAuth: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookieName(config),
              description:
                'The session cookie set by POST /api/login or POST /api/register. An operation lists the roles it allows (none listed: any signed-in account).',
            },
          },
        },
      },
      transform: (input) =>
        // Only the API: the web pages, SEO files, health checks and this document are left out.
        input.url.startsWith('/api/') && input.url !== '/api/docs'
          ? describeOperation(input as TransformInput)
          : { schema: { ...input.schema, hide: true }, url: input.url },
    });

    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);
