/** True for a unique-constraint failure on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  // PostgreSQL: 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Node's socket errors when the database server is down, unreachable or drops the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * PostgreSQL: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57014 a
 * statement cancelled (statement_timeout: the database is too slow right now). 08xxx
 * (connection exceptions) is matched by its class below. 28P01 wrong password, 28000 login not
 * allowed and 3D000 no such database: the server cannot use its database, as when it is down;
 * the visitor gets the same "try again" answer and none of the detail (docs/reliability.md).
 */
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57014', '28P01', '28000', '3D000']);

/** node-postgres reports lost or refused connections as plain Errors with these messages. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated due to connection timeout',
  // query_timeout: the server took the query but has not answered.
  'Query read timeout',
];

function isUnavailableItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || PG_UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // SQLite: another connection holds the write lock beyond busy_timeout; a retry succeeds.
    if (code === 'SQLITE_BUSY') return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True when the database cannot be reached right now (down, restarting, network lost, pool
 * connect timeout): the request may succeed if tried again, so it is answered 503, not 500.
 * Follows `cause` and AggregateError's `errors` (a refused connection to "localhost" tries
 * every address).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (isUnavailableItself(err)) return true;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/**
 * PostgreSQL refuses text it cannot store (a NUL character: 22021; 22P05 untranslatable): the
 * request's fault, answered 400. SQLite stores such text, so only PostgreSQL needs this.
 */
export function isUnstorableText(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '22021' || code === '22P05';
}
