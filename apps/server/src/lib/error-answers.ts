import { codeMessage, type FixedErrorCode } from '@ta/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';
import { HttpError } from './http-errors.js';

/** The answer to a refused or failed call: `{ code, message }`, with `params` and `fields` when it has them. */
export interface ErrorAnswer {
  status: number;
  body: { code: string; message: string; params?: Record<string, string>; fields?: Record<string, string> };
  /** Seconds after which trying again should work (the Retry-After header). */
  retryAfter?: string;
}

const fixed = (status: number, code: FixedErrorCode): ErrorAnswer => ({
  status,
  body: { code, message: codeMessage(code) },
});

/**
 * The answer to an error thrown while doing a call's work (docs/i18n.md "Errors as codes"): a refusal
 * its own (an HttpError), the database being unreachable (503, try again later), text the database
 * cannot store (400), or anything else as a 500 that carries no internals (logged). Null for an error
 * of the HTTP layer itself (Fastify's 4xx), which its handler words. One rule for the JSON API and for
 * the work a page form or page read does directly (http/operations.ts).
 */
export function errorAnswerOf(error: unknown, log: FastifyBaseLogger): ErrorAnswer | null {
  if (error instanceof HttpError) {
    const { code, message, params, fields } = error;
    return {
      status: error.statusCode,
      body: { code, message, ...(params ? { params } : {}), ...(fields ? { fields } : {}) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or unreachable: say so, and that trying again later will work.
    log.error({ err: error }, 'database unavailable');
    return { ...fixed(503, 'unavailable'), retryAfter: '60' };
  }
  if (isUnstorableText(error)) return fixed(400, 'unstorable_text');
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 500;
  if (status < 500) return null;
  log.error({ err: error }, 'request failed');
  return fixed(status, 'server_error');
}
