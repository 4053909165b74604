import { AUTH_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { updateAccount } from '../../../../test/support/accounts.js';

describe.each(engines)('staff directory on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(() => t.close());

  const directory = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: cookie ? cookieHeader(t, cookie) : {} });

  it('lists active staff and admins by name with id, name and role only, for staff and admins', async () => {
    const staff = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    await updateAccount(t, admin.user.id, { firstName: 'Olivia', lastName: 'Grant' });
    const gone = await createStaff(t, 'staff');
    await updateAccount(t, gone.user.id, { active: false });
    await registerClient(t);

    for (const cookie of [staff.cookie, admin.cookie]) {
      const res = await directory(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.json()).toEqual([
        { id: admin.user.id, firstName: 'Olivia', lastName: 'Grant', role: 'admin' },
        { id: staff.user.id, firstName: 'Sam', lastName: 'Rivera', role: 'staff' },
      ]);
      // Nothing else of an account: no e-mail address, no username.
      expect(res.body).not.toContain('@');
      expect(res.body).not.toContain(staff.user.username);
    }
  });

  it('answers the signed-out with 401 and clients with 403', async () => {
    await createStaff(t, 'staff');
    const client = await registerClient(t);
    const anonymous = await directory();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
    const forbidden = await directory(client.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
  });
});
