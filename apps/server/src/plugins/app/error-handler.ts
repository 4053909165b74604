import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasControlCharacter } from '@ta/shared';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable, isUnstorableText } from '../../db/errors.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';

export const NOT_FOUND_MESSAGE = 'Not found';
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that are not allowed.';
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a minute.';

/**
 * One error shape everywhere: `{ message }`, plus `fields` for validation errors. 4xx messages
 * are written for people; a 5xx never carries internals.
 */
export default fp(
  async (app) => {
    // One rule for every route and both engines: text with a control character (but tab and new
    // lines) is refused before any handler sees it, in the URL, the query or the body.
    // A callback, not an async function: it runs on every call, and a promise each time is work for nothing.
    app.addHook('preValidation', (request, _reply, done) => {
      const refused =
        holdsControlCharacter(request.params) ||
        holdsControlCharacter(request.query) ||
        holdsControlCharacter(request.body);
      done(refused ? badRequest(UNSTORABLE_TEXT_MESSAGE) : undefined);
    });

    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Partial<Record<string, string>> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
          fields[key] ??= issue.message;
        }
        const first = error.validation[0]?.message ?? 'The request is not valid.';
        return reply.code(400).send({ message: first, fields });
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .send(error.fields ? { message: error.message, fields: error.fields } : { message: error.message });
      }
      if (isDatabaseUnavailable(error)) {
        // The database is down or unreachable: say so, and that trying again later will work.
        request.log.error({ err: error }, 'database unavailable');
        return reply.code(503).header('retry-after', '60').send({ message: UNAVAILABLE_MESSAGE });
      }
      if (isUnstorableText(error)) return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE });
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
      }
      // Fastify's own 4xx (bad JSON, body too large, __proto__ keys, unsupported media type).
      return reply.code(status).send({ message: friendlyClientError(error) });
    });

    app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, (_request, reply) =>
      reply.code(404).send({ message: NOT_FOUND_MESSAGE }),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);

function friendlyClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This kind of request body is not accepted.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.statusCode === 400 && error.message.includes('prototype')
        ? 'The request body is not valid.'
        : error.message;
  }
}

/** Whether a parsed value (JSON, form fields, query, params) holds text with a control character. */
function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacter(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacter(key) || holdsControlCharacter(item, depth + 1),
  );
}
