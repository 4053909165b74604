import type { SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { readFor, type ServerRead } from './server-read';

const client: SessionUser = {
  id: 2,
  username: 'ruth',
  email: 'ruth@example.com',
  firstName: 'Ruth',
  lastName: 'Moss',
  role: 'client',
};
const helping: SessionUser = { ...client, id: 5, actingFor: { clientId: 2, name: 'Ruth Moss', rights: ['billing'] } };
const ended: SessionUser = { ...client, id: 6, actingEnded: true };
const staff: SessionUser = { ...client, id: 9, role: 'staff' };

const read = (flags: Partial<ServerRead>): ServerRead => ({ queryKey: ['x'], path: '/api/x', ...flags });

describe('which reads the server makes before rendering a page', () => {
  it('makes an open read for everyone, and a signed-in one for the signed in', () => {
    expect(readFor(read({}), null)).toBe(true);
    expect(readFor(read({ signedInOnly: true }), null)).toBe(false);
    expect(readFor(read({ signedInOnly: true }), staff)).toBe(true);
  });

  it('makes an account holder’s read only for a client on their own account, never for a helper or staff', () => {
    const own = read({ signedInOnly: true, accountHolderOnly: true });
    expect(readFor(own, client)).toBe(true);
    expect(readFor(own, helping)).toBe(false);
    expect(readFor(own, ended)).toBe(false);
    expect(readFor(own, staff)).toBe(false);
    expect(readFor(own, null)).toBe(false);
  });
});
