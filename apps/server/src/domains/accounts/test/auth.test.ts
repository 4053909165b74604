import { AUTH_MESSAGES, USERNAME_NO_AT } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueUser,
  type TestApp,
} from '../../../../test/helper.js';

describe.each(engines)('accounts and sessions on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const whoAmI = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? cookieHeader(t, cookie) : {} });

  it('answers 401 with a message when nobody is signed in', async () => {
    const res = await whoAmI();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
  });

  it('registers a client, ignoring a role sent in the body, and signs them in', async () => {
    const body = { ...uniqueUser(), role: 'admin' };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: body.username, email: body.email, role: 'client' });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'ta_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await whoAmI(cookie?.value)).json()).toMatchObject({ id: user.id, role: 'client' });
    const stored = await t.app.repos.users.findById(user.id);
    expect(stored?.role).toBe('client');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('registers from a payload without confirmPassword (role and createdAt ignored)', async () => {
    const { confirmPassword: _removed, ...fields } = uniqueUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...fields, role: 'staff', createdAt: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: fields.username, role: 'client' });
    expect(await t.app.repos.users.findByLogin(fields.username)).toMatchObject({ role: 'client' });
  });

  it('refuses invalid registrations with the form messages and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'A',
        lastName: 'Hill',
        email: 'nope',
        username: 'ab',
        password: '12345',
        confirmPassword: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields).toMatchObject({
      firstName: 'First name must be at least 2 characters',
      email: 'Please enter a valid email',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...uniqueUser(), confirmPassword: 'Something-Else-99' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.confirmPassword).toBe('Passwords do not match');
    expect(await t.app.repos.users.countActiveAdmins()).toBe(0);
    expect(await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).toHaveLength(0);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ password: 'password123', confirmPassword: 'password123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.commonPassword });
  });

  it('refuses a taken username (any case) or e-mail with 409', async () => {
    const { body } = await registerClient(t);
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: body.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe(AUTH_MESSAGES.usernameTaken);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ email: body.email }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('logs in by username or e-mail and rotates the session id at login', async () => {
    const { body, cookie: first } = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: cookieHeader(t, first),
      payload: { username: body.email, password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const second = sessionCookie(t, res);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(200);
    const byName = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(byName.statusCode).toBe(200);
  });

  it('refuses a username with @, and signs an e-mail in as that address’s owner only', async () => {
    const { user: older } = await registerClient(t);
    const { body: owner, user: ownerUser } = await registerClient(t);
    const shadow = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ username: owner.email }),
    });
    expect(shadow.statusCode).toBe(400);
    expect(shadow.json().fields.username).toBe(USERNAME_NO_AT);
    expect(await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).toHaveLength(2);
    // An older account whose username is the owner's address (made before the rule) must not capture it.
    await t.app.db.updateTable('users').set({ username: owner.email }).where('id', '=', older.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: owner.email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(ownerUser.id);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { body } = await registerClient(t);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: 'Wrong-Password-1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'Wrong-Password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('ends the session at logout: the old cookie gets 401', async () => {
    const { cookie } = await registerClient(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookieHeader(t, cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'ta_session')?.value).toBe('');
    expect((await whoAmI(cookie)).statusCode).toBe(401);
  });

  it('updates the profile, ignoring fields the form does not have', async () => {
    const { cookie, user, body } = await registerClient(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: cookieHeader(t, cookie),
      payload: {
        firstName: 'Maggie',
        lastName: 'Hill-Jones',
        email: 'Maggie@Example.com',
        currentPassword: body.password,
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Maggie', email: 'maggie@example.com', role: 'client' });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: cookieHeader(t, cookie),
      payload: { firstName: '', lastName: 'x', email: 'bad' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      firstName: 'First name is required',
      email: 'Please enter a valid email',
    });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: 'A', lastName: 'B', email: 'a@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds a staff or admin password change to 12 characters, a client’s to 6', async () => {
    const change = (cookie: string, newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: cookieHeader(t, cookie),
        payload: { currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
      });
    for (const role of ['staff', 'admin'] as const) {
      const { cookie } = await createStaff(t, role);
      const short = await change(cookie, 'Kq7#zp-Wx2!');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        code: 'back_office_password_short',
        message: AUTH_MESSAGES.backOfficePasswordShort,
        fields: { newPassword: AUTH_MESSAGES.backOfficePasswordShort },
      });
      expect((await change(cookie, 'Quiet-Garden-Path-7')).statusCode).toBe(200);
    }
    const client = await registerClient(t);
    expect((await change(client.cookie, 'Kq7#zp')).statusCode).toBe(200);
  });

  it('changes the password: needs the current one, ends every old session', async () => {
    const { body, cookie } = await registerClient(t);
    const other = sessionCookie(
      t,
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: body.username, password: STRONG_PASSWORD },
      }),
    ) as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: cookieHeader(t, cookie),
      payload: {
        currentPassword: 'not-it-at-all',
        newPassword: 'Quiet-Garden-Path-7',
        confirmPassword: 'Quiet-Garden-Path-7',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.wrongCurrentPassword);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: cookieHeader(t, cookie),
      payload: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'Quiet-Garden-Path-7',
        confirmPassword: 'Quiet-Garden-Path-7',
      },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(t, res);
    expect(fresh).toBeTruthy();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await whoAmI(fresh)).statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: STRONG_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: 'Quiet-Garden-Path-7' },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('ends a deactivated user’s sessions and refuses their login', async () => {
    const { body, cookie, user } = await registerClient(t);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(AUTH_MESSAGES.inactive);
  });

  it('ends sessions past their idle or absolute limit', async () => {
    const { cookie, user } = await registerClient(t);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.db.updateTable('sessions').set({ idleExpiresAt: past }).where('userId', '=', user.id).execute();
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toHaveLength(0);

    const { cookie: second, user: other } = await registerClient(t);
    await t.app.db.updateTable('sessions').set({ absoluteExpiresAt: past }).where('userId', '=', other.id).execute();
    expect((await whoAmI(second)).statusCode).toBe(401);
  });

  it('gives staff sessions the shorter staff limits', async () => {
    const { user } = await createStaff(t);
    const session = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const idle = Date.parse(session.idleExpiresAt) - Date.parse(session.createdAt);
    const max = Date.parse(session.absoluteExpiresAt) - Date.parse(session.createdAt);
    expect(Math.round(idle / 60_000)).toBe(30);
    expect(Math.round(max / 3_600_000)).toBe(12);
  });

  it('answers 429 with a clear message after repeated wrong passwords for one account', async () => {
    const { body } = await registerClient(t);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 20; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: body.username, password: `Wrong-Guess-${i}` },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last?.json().message).toBe(AUTH_MESSAGES.tooManyLogins);
    // Even the right password waits out the lock.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: STRONG_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits login attempts per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `someone${i}`, password: 'Wrong-Guess-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
  });

  it('refuses cross-site state-changing requests', async () => {
    const { cookie } = await registerClient(t);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...cookieHeader(t, cookie), 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(AUTH_MESSAGES.crossSite);
    const foreignOrigin = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { ...cookieHeader(t, cookie), origin: 'https://attacker.example' },
      payload: { firstName: 'Evil', lastName: 'Person', email: 'evil@example.com' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect((await whoAmI(cookie)).json().firstName).toBe('Margaret');
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...cookieHeader(t, cookie), 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe.each(engines)('expired session sweep on %s', (engine) => {
  it('deletes only sessions past a limit', async () => {
    const t = await buildTestApp(engine);
    try {
      const live = await registerClient(t);
      const stale = await registerClient(t);
      const past = new Date(Date.now() - 1000).toISOString();
      await t.app.db.updateTable('sessions').set({ idleExpiresAt: past }).where('userId', '=', stale.user.id).execute();
      expect(await t.app.repos.sessions.deleteExpired(new Date().toISOString())).toBe(1);
      const left = await t.app.db.selectFrom('sessions').select('userId').execute();
      expect(left.map((r) => r.userId)).toEqual([live.user.id]);
    } finally {
      await t.close();
    }
  });
});
