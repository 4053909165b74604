import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  type TestApp,
} from '../../../../test/helper.js';

/** The dashboard welcomes a new client and welcomes back a returning one: the server says which. */
describe.each(engines)('new client or returning on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const whoAmI = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) })).json();

  it('is new in the session that registering started, and returning after signing in again', async () => {
    const client = await registerClient(t);
    expect(client.user).toMatchObject({ role: 'client', newClient: true });
    expect(await whoAmI(client.cookie)).toMatchObject({ newClient: true });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: client.body.username, password: client.body.password },
    });
    expect(login.json()).toMatchObject({ newClient: false });
    const again = sessionCookie(t, login) as string;
    expect(await whoAmI(again)).toMatchObject({ newClient: false });
    // The registration's own session stays new until it ends.
    expect(await whoAmI(client.cookie)).toMatchObject({ newClient: true });
  });

  it('is never new for staff, and ignores anything the browser claims', async () => {
    const staff = await createStaff(t);
    expect(await whoAmI(staff.cookie)).toMatchObject({ newClient: false });

    const client = await registerClient(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?newClient=true',
      headers: { cookie: 'newClient=true' },
      payload: { username: client.body.username, password: client.body.password, newClient: true },
    });
    expect(login.json()).toMatchObject({ newClient: false });
  });
});
