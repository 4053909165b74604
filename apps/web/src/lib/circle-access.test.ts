import type { SessionUser } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { clientAreaAccess, mayUse } from './circle-access';

const user: SessionUser = {
  id: 4,
  username: 'anna',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Lee',
  role: 'client',
};

describe('what the client area offers', () => {
  it('offers everything on one’s own account, the owner’s pages included', () => {
    const access = clientAreaAccess({ ...user, actingFor: null });
    expect(access).toEqual({ kind: 'own' });
    expect(mayUse(access, 'reports')).toBe(true);
    expect(mayUse(access, 'owner')).toBe(true);
  });

  it('offers a helper only the rights they were given, and never the owner’s pages', () => {
    const access = clientAreaAccess({
      ...user,
      actingFor: { clientId: 9, name: 'Mary Smith', rights: ['appointments', 'requests'] },
    });
    expect(access.kind).toBe('helping');
    expect(mayUse(access, 'appointments')).toBe(true);
    expect(mayUse(access, 'requests')).toBe(true);
    expect(mayUse(access, 'reports')).toBe(false);
    expect(mayUse(access, 'act')).toBe(false);
    expect(mayUse(access, 'owner')).toBe(false);
  });

  it('offers nothing of the account once the access has ended', () => {
    const access = clientAreaAccess({ ...user, actingFor: null, actingEnded: true });
    expect(access).toEqual({ kind: 'ended' });
    expect(mayUse(access, 'appointments')).toBe(false);
  });

  it('treats no session as one’s own (the guards send a signed-out visitor to sign in)', () => {
    expect(clientAreaAccess(null)).toEqual({ kind: 'own' });
  });
});
