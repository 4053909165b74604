import { localeOfPath } from '@ta/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_HEADER } from './request-language.js';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** A JSON body, or raw bytes with their own content type (a multipart form). */
  body?: unknown;
  contentType?: string;
}

export interface ApiAnswer {
  status: number;
  /** The parsed JSON answer, or null when it was not JSON. */
  body: unknown;
  /** Cookies the call set (a login's session), to pass on to the browser. */
  cookies: ApiCookie[];
}

export interface ApiCookie {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  expires?: Date;
  maxAge?: number;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
}

/**
 * Calls the app's own JSON API as the visitor of `request`: their session cookie and their address,
 * so the route checks who is asking and counts the call in the visitor's own rate-limit bucket, as if
 * the browser had called it; and the language of the page (its path), as the browser's calls say it. Pages read their data this way, and forms sent without JavaScript do
 * their work this way (the JSON route is the one home of each action).
 */
export async function callApiAs(app: FastifyInstance, request: FastifyRequest, call: ApiCall): Promise<ApiAnswer> {
  const raw = Buffer.isBuffer(call.body);
  const res = await app.inject({
    method: call.method,
    url: call.url,
    // The client address the rate limits key on (already read through TRUST_PROXY, so no header is passed).
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      [LANGUAGE_HEADER]: localeOfPath(request.url),
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(call.body === undefined ? {} : { 'content-type': raw ? (call.contentType ?? '') : 'application/json' }),
    },
    ...(call.body === undefined ? {} : { payload: raw ? (call.body as Buffer) : JSON.stringify(call.body) }),
  });
  let body: unknown = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, cookies: res.cookies as ApiCookie[] };
}
