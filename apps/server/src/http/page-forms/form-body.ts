import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.js';

/** A form without files: its text, like a JSON body (decision 004). */
export const URL_ENCODED_LIMIT = 100 * 1024;

/**
 * Reads a browser's form post (url-encoded, or multipart with files) into a FormData, with the
 * platform's own parser. Files stay in memory, bounded by the route's body limit.
 */
async function readFormBody(request: FastifyRequest, body: Buffer): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  return new Request('http://form.invalid/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  }).formData();
}

/** Lets the routes of `app` (and only those: parsers are scoped per plugin) read url-encoded forms. */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: URL_ENCODED_LIMIT },
    (request, body: Buffer, done) => {
      readFormBody(request, body).then(
        (data) => done(null, data),
        () => done(badRequest('form_unreadable')),
      );
    },
  );
}

/** Lets the routes of `app` read multipart forms (photos) up to `bodyLimit` bytes, held in memory. */
export function acceptMultipartForms(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (request, body: Buffer, done) => {
    readFormBody(request, body).then(
      (data) => done(null, data),
      () => done(badRequest('form_unreadable')),
    );
  });
}
