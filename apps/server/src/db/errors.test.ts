import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.js';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailable', () => {
  it('counts a database that is down, unreachable, or too slow right now', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('57P01'), // admin shutdown
      withCode('57014'), // statement_timeout cancelled the statement
      withCode('08006'), // connection failure
      withCode('SQLITE_BUSY'),
      new Error('Query read timeout'), // query_timeout: no answer from the server
      new Error('Connection terminated unexpectedly'),
      new AggregateError([withCode('ECONNREFUSED')]),
      new Error('wrapped', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(err), String((err as { code?: string }).code ?? err.message)).toBe(true);
    }
  });

  it('counts a refused login or a missing database like a lost connection: the same 503', () => {
    for (const code of ['28P01', '28000', '3D000']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode(code) })), code).toBe(true);
    }
  });

  it('leaves the request’s own faults and real bugs alone', () => {
    for (const err of [withCode('23505'), withCode('22021'), withCode('42P01'), new Error('boom'), 'text', null]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
