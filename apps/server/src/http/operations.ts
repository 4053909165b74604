import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES } from '@ta/shared';
import type { z } from 'zod';
import { holdsControlCharacter } from '../lib/control-characters.js';
import { errorAnswerOf } from '../lib/error-answers.js';
import { badRequest, validationFailed } from '../lib/http-errors.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppConfig } from '../config.js';
import type {} from './page-reads.js';

/** The JSON route the operation a page is doing stands for, for the time it runs (reads may run side by side). */
const doing = new AsyncLocalStorage<string | undefined>();

/**
 * While a page form or page read does an operation on the page's own request: the JSON route it stands
 * for (`POST /api/callback`), so what is recorded of the call (a trusted contact's refusal in the
 * client's access log) names the call, not the page. Undefined anywhere else.
 */
export const operationRouteNow = (): string | undefined => doing.getStore();

/**
 * A check made before an operation's work, in order: who may ask (a guard such as `requireClient`,
 * a circle right) or a limit shared by every way in (http/shared-limits.ts). It refuses by throwing
 * an HttpError. The same functions serve as a JSON route's `onRequest` hooks.
 */
export type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type Schema = z.ZodType;
/** What a schema reads, or undefined for a part the operation does not take. */
export type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What an operation's work is given: its path's values, its query and its body, each as its schema read it. */
export interface OperationInput<P, Q, B> {
  params: SchemaOutput<P>;
  query: SchemaOutput<Q>;
  body: SchemaOutput<B>;
}

/**
 * One thing the site does, with everything that makes it safe to do (docs/architecture.md "One
 * operation, three ways in"): its checks, the schemas of what it is given and of what it answers,
 * and its work, which calls one service. The JSON route (`jsonRoute`), the form a page sends without
 * JavaScript and the data a page is rendered with (`perform`) all do it through this one object, so
 * no way in skips a check or answers more than the route would.
 */
export interface Operation<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> {
  checks: readonly Check[];
  params?: P;
  query?: Q;
  body?: B;
  /** What the work answers: only what this schema names is sent (or put in a page). */
  response: R;
  /** The success status (200 unless said). */
  status?: number;
  run(input: OperationInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply): Promise<z.input<R>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation, whatever its schemas
export type AnyOperation = Operation<any, any, any, Schema>;

/** An operation, typed from its schemas. */
export function operation<
  R extends Schema,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(spec: Operation<P, Q, B, R>): Operation<P, Q, B, R> {
  return spec;
}

/**
 * An app's operations of one file, made once per app (per config: tests build many apps), so that the
 * JSON route and the forms that do the same work hold the same objects, and so the route they stand
 * for (`routeOf`).
 */
export function operationsPerApp<T>(make: (app: FastifyInstance, config: AppConfig) => T) {
  const made = new WeakMap<AppConfig, T>();
  return (app: FastifyInstance, config: AppConfig): T => {
    const existing = made.get(config);
    if (existing !== undefined) return existing;
    const ops = make(app, config);
    made.set(config, ops);
    return ops;
  };
}

/** The JSON route each registered operation is, as `METHOD /api/pattern` (its first registration). */
const routes = new WeakMap<AnyOperation, string>();

/** The JSON route an operation is registered as (`POST /api/callback`), if it is one. */
export const routeOf = (op: AnyOperation): string | undefined => routes.get(op);

/** Route options a JSON route may add to its operation's: its other answers for the API's description, its own hooks. */
export type JsonRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'handler'> & {
  /** The route's refusals as declared answers (OpenAPI), e.g. `{ 404: errorAnswerSchema }`. */
  refusals?: Record<number, Schema>;
  /** The operation is read by a page rendered on the server (http/page-reads.ts). */
  pageRead?: boolean;
};

/**
 * Registers an operation as a JSON route: its checks run as the route's first `onRequest` hooks, its
 * schemas validate and serialize as any route's do, and the handler does its work.
 */
export function jsonRoute(
  app: Parameters<FastifyPluginAsyncZod>[0] | FastifyInstance,
  method: HTTPMethods,
  url: string,
  op: AnyOperation,
  { refusals = {}, pageRead = false, onRequest, ...options }: JsonRouteOptions = {},
): void {
  const status = op.status ?? 200;
  const own = onRequest === undefined ? [] : Array.isArray(onRequest) ? onRequest : [onRequest];
  (app as FastifyInstance).route({
    ...options,
    method,
    url,
    onRequest: [...op.checks, ...own],
    schema: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: { [status]: op.response, ...refusals },
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body };
      const answer = await op.run(input as never, request, reply);
      return reply.code(status).send(answer);
    },
  });
  const path = `${(app as FastifyInstance).prefix}${url}`;
  if (!routes.has(op)) routes.set(op, `${method} ${path}`);
  if (pageRead) (app as FastifyInstance).pageReads.add(path, op);
}

/** An operation's answer: its status and what it sent (its response, or the refusal `{ code, message, … }`). */
export interface Answer {
  status: number;
  body: unknown;
}

/** What a page form or page read gives an operation, as sent: the path's values, the query, the body. */
export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * Does an operation for a page (a form sent without JavaScript, the data a page is rendered with) as
 * its JSON route would for the same visitor: the same checks, the same refusal of control characters,
 * the same schemas, and an answer with only what the route would send (its response schema, as JSON).
 * A refusal comes back as the route's refusal would (`{ code, message, … }` and its status); the
 * reply is the page's, so a cookie the work sets (a new session) reaches the browser. While it runs,
 * `operationRouteNow()` names the JSON route it stands for.
 */
export function perform(
  op: AnyOperation,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: RawInput = {},
): Promise<Answer> {
  return doing.run(routeOf(op), () => performed(op, request, reply, raw));
}

async function performed(
  op: AnyOperation,
  request: FastifyRequest,
  reply: FastifyReply,
  raw: RawInput,
): Promise<Answer> {
  try {
    for (const check of op.checks) await check(request, reply);
    if (holdsControlCharacter(raw.params) || holdsControlCharacter(raw.query) || holdsControlCharacter(raw.body)) {
      throw badRequest('unstorable_text');
    }
    const input = {
      params: parsed(op.params, raw.params),
      query: parsed(op.query, raw.query),
      body: parsed(op.body, raw.body),
    };
    const result = await op.run(input as never, request, reply);
    const sent = op.response.safeParse(result);
    if (!sent.success)
      throw new Error(`An operation's answer does not match its response schema: ${sent.error.message}`);
    return { status: op.status ?? 200, body: JSON.parse(JSON.stringify(sent.data ?? null)) as unknown };
  } catch (error) {
    const answer = errorAnswerOf(error, request.log);
    if (!answer) throw error;
    return { status: answer.status, body: answer.body };
  }
}

/** A value read by its schema, refused as the route's validation would refuse it (400 with each field's message). */
function parsed(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const read = schema.safeParse(value);
  if (read.success) return read.data;
  const fields: Record<string, string> = {};
  for (const issue of read.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  throw validationFailed(read.error.issues[0]?.message ?? ERROR_MESSAGES.validation_failed, fields);
}
