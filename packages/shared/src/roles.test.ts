import { describe, expect, it } from 'vitest';
import { isAdminRole, isBackOfficeRole, isClientRole, ROLES } from './roles.js';

describe('the role checks', () => {
  it('say which side each role is on: clients the client area, staff and admins the back office', () => {
    expect(ROLES.filter(isClientRole)).toEqual(['client']);
    expect(ROLES.filter(isBackOfficeRole)).toEqual(['staff', 'admin']);
    expect(ROLES.filter(isAdminRole)).toEqual(['admin']);
  });

  it('match nothing else: no session, or a role mistyped on a command line', () => {
    for (const role of [undefined, null, '', 'Admin', 'staff ', 'owner']) {
      expect([isClientRole(role), isBackOfficeRole(role), isAdminRole(role)]).toEqual([false, false, false]);
    }
  });
});
