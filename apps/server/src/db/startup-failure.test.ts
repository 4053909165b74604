import { describe, expect, it } from 'vitest';
import { describeStartupFailure } from './startup-failure.js';

const url = 'postgres://app:pa%24%24word@db.example.com/app';
const withCode = (message: string, fields: object) => Object.assign(new Error(message), fields);

describe('describeStartupFailure', () => {
  it('names host and port (5432 by default) and the root cause, never the password', () => {
    const refused = new AggregateError([
      withCode('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }),
    ]);
    expect(describeStartupFailure(refused, url)).toBe(
      'Cannot reach the database at db.example.com:5432: connect ECONNREFUSED',
    );
    const login = withCode('password authentication failed, tried pa$$word', { code: '28P01' });
    const line = describeStartupFailure(login, url);
    expect(line).toBe('Cannot reach the database at db.example.com:5432: password authentication failed, tried ***');
  });

  it('leaves other errors and SQLite alone', () => {
    expect(describeStartupFailure(new Error('boom'), url)).toBeUndefined();
    expect(describeStartupFailure(withCode('x', { code: 'ECONNREFUSED' }), undefined)).toBeUndefined();
  });
});
