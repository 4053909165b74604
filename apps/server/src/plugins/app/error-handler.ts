import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeMessage, ERROR_MESSAGES, type FixedErrorCode } from '@ta/shared';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { holdsControlCharacter } from '../../lib/control-characters.js';
import { errorAnswerOf } from '../../lib/error-answers.js';
import { badRequest, type HttpError } from '../../lib/http-errors.js';

export const NOT_FOUND_MESSAGE = ERROR_MESSAGES.not_found;
export const UNSTORABLE_TEXT_MESSAGE = ERROR_MESSAGES.unstorable_text;
export const UNAVAILABLE_MESSAGE = ERROR_MESSAGES.unavailable;

/** Sends the answer of a code whose message is fixed. */
const sendCode = (reply: FastifyReply, status: number, code: FixedErrorCode) =>
  reply.code(status).send({ code, message: codeMessage(code) });

/**
 * One error shape everywhere: `{ code, message }`, plus `params` for a message with a changing part
 * and `fields` for validation errors (docs/i18n.md "Errors as codes"). 4xx messages are written for
 * people; a 5xx never carries internals.
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
      done(refused ? badRequest('unstorable_text') : undefined);
    });

    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Partial<Record<string, string>> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
          fields[key] ??= issue.message;
        }
        const first = error.validation[0]?.message ?? ERROR_MESSAGES.validation_failed;
        return reply.code(400).send({ code: 'validation_failed', message: first, fields });
      }
      const answer = errorAnswerOf(error, request.log);
      if (answer) {
        if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
        return reply.code(answer.status).send(answer.body);
      }
      // Fastify's own 4xx (bad JSON, body too large, __proto__ keys, unsupported media type).
      const code = clientErrorCode(error);
      return reply
        .code(error.statusCode ?? 400)
        .send({ code, message: code === 'bad_request' ? error.message : codeMessage(code) });
    });

    app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) }, (_request, reply) =>
      sendCode(reply, 404, 'not_found'),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);

/** The code of Fastify's own refusal; `bad_request` keeps Fastify's words as its message. */
function clientErrorCode(
  error: FastifyError,
): 'body_too_large' | 'media_type_refused' | 'invalid_json' | 'invalid_body' | 'bad_request' {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'media_type_refused';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid_json';
    default:
      return error.statusCode === 400 && error.message.includes('prototype') ? 'invalid_body' : 'bad_request';
  }
}
