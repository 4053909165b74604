import { isDatabaseUnavailable } from './errors.js';

/** The innermost error that names a code: AggregateError (every address of "localhost") and `cause` unwrapped. */
function rootCause(err: unknown, depth = 0): { code?: unknown; syscall?: unknown; message?: unknown } | undefined {
  if (typeof err !== 'object' || err === null || depth > 5) return undefined;
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  const inner = rootCause(cause, depth + 1) ?? (Array.isArray(errors) ? rootCause(errors[0], depth + 1) : undefined);
  return inner ?? (err as { code?: unknown });
}

/**
 * One line for the operator when the server cannot use its PostgreSQL database at start (down,
 * wrong address, login refused, no such database): where it tried and what went wrong, e.g.
 * "Cannot reach the database at 127.0.0.1:5433: connect ECONNREFUSED". Only host and port are
 * taken from the connection string, never the user or password. Undefined for any other error.
 */
export function describeStartupFailure(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl || !isDatabaseUnavailable(err)) return undefined;
  let where = 'the configured address';
  let password = '';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
    password = decodeURIComponent(url.password);
  } catch {
    // An unparsable DATABASE_URL still gets the line, without an address.
  }
  const cause = rootCause(err);
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const syscall = typeof cause?.syscall === 'string' ? cause.syscall : '';
  const message = typeof cause?.message === 'string' ? cause.message : String(err);
  let what = syscall && code ? `${syscall} ${code}` : (message.split('\n')[0] ?? '');
  // PostgreSQL's own messages name the user at most; this keeps a password out whatever they say.
  if (password) what = what.split(password).join('***');
  return `Cannot reach the database at ${where}: ${what}`;
}
