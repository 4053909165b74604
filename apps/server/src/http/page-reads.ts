import type { FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { perform, routeOf, type Answer, type AnyOperation } from './operations.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads a page rendered on the server makes, by the API path the browser would call. */
    pageReads: PageReads;
  }
}

/**
 * The longest value of a path's parameter the app's router and the page reads take: a longer one is
 * answered by the route (its schema's refusal, its 404) rather than by the router, and a page reads a
 * path the API answers (a blog post's slug of up to 200 characters, encoded).
 */
export const PATH_VALUE_MAX_LENGTH = 16 * 1024;

/**
 * The data a page is rendered with (docs/architecture.md "One operation, three ways in"). The browser
 * reads a page's data from the JSON API; the server, rendering the same page, names the same API path
 * and gets the same answer here, from the route's own operation done for the visitor (its checks,
 * schemas and response), without a second trip through the HTTP layer. A route joins with
 * `jsonRoute(…, { pageRead: true })`.
 */
/** A page read done: the JSON route it stands for (`GET /api/quotes/:id`), its path values and its status. */
export interface PageReadDone {
  route: string;
  params: Record<string, string | undefined>;
  status: number;
}

/** Told of each page read once it is answered, as a route's `onResponse` hook is told of an answer. */
export type PageReadListener = (request: FastifyRequest, read: PageReadDone) => Promise<void>;

export class PageReads {
  readonly #router = FindMyWay({ ignoreTrailingSlash: false, maxParamLength: PATH_VALUE_MAX_LENGTH });
  readonly #listeners: PageReadListener[] = [];

  /** Adds what runs once a page read is answered (the circle's access log records a trusted contact's look). */
  onRead(listener: PageReadListener): void {
    this.#listeners.push(listener);
  }

  /** Makes an operation readable by pages at its API path (`/api/quotes/:id`). */
  add(path: string, op: AnyOperation): void {
    this.#router.on('GET', path, () => undefined, { op });
  }

  /** Whether a page may read this path here. */
  has(path: string): boolean {
    const queryStart = path.indexOf('?');
    return this.#router.find('GET', queryStart === -1 ? path : path.slice(0, queryStart)) !== null;
  }

  /**
   * The answer the visitor would get reading `path` (with its query) from the JSON API. A path no
   * route offers to pages is a mistake in the page's code, not the visitor's: it throws.
   */
  async read(request: FastifyRequest, reply: FastifyReply, path: string): Promise<Answer> {
    const queryStart = path.indexOf('?');
    const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
    const found = this.#router.find('GET', pathname);
    const op = (found?.store as { op?: AnyOperation } | undefined)?.op;
    if (!found || !op) throw new Error(`No page read is registered for ${pathname}`);
    const query = queryStart === -1 ? {} : queryOf(path.slice(queryStart + 1));
    const params = { ...found.params };
    const answer = await perform(op, request, reply, { params, query });
    const done = { route: routeOf(op) ?? `GET ${pathname}`, params, status: answer.status };
    for (const listener of this.#listeners) await listener(request, done);
    return answer;
  }
}

/** A query string as the API reads it: each name's value, or its values in order when it repeats. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}
