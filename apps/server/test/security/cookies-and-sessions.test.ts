import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/tokens.js';
import { engines } from '../fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  STRONG_PASSWORD,
  type TestApp,
} from '../helper.js';

// Sessions (docs/decisions/003-sessions.md): cookie flags, rotation at login, server-side end.
// Logout, password change, deactivation and idle/absolute expiry are in auth.test.ts and
// admin-users.test.ts; this file adds the attacks those tests do not make.
describe.each(engines)('session cookies and rotation on %s', (engine) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const login = (username: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username, password: STRONG_PASSWORD } });

  describe('in production', () => {
    beforeEach(async () => {
      t = await buildTestApp(engine, { env: 'production', publicUrl: 'https://assist.example' });
    });

    it('sets a __Host- cookie that is Secure, HttpOnly, SameSite=Lax and Path=/ at login, and clears it the same way', async () => {
      const { body } = await registerClient(t);
      const res = await login(body.username);
      expect(res.statusCode).toBe(200);
      const cookies = res.cookies.filter((c) => c.name.includes('ta_session'));
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatchObject({
        name: '__Host-ta_session',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 86400,
      });
      // __Host- cookies must not name a domain, or the browser drops them.
      expect(cookies[0]?.domain).toBeUndefined();
      expect(cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{43,}$/);

      const out = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: `__Host-ta_session=${cookies[0]?.value}` },
      });
      const cleared = out.cookies.find((c) => c.name === '__Host-ta_session');
      expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('keeps the step between password and code in its own __Host- cookie: Secure, HttpOnly, SameSite=Strict, five minutes, no session', async () => {
      const staff = await createStaff(t);
      await t.app.db
        .updateTable('users')
        .set({ totpSecretSealed: 'v1.x.x.x', totpEnabledAt: new Date().toISOString() })
        .where('id', '=', staff.user.id)
        .execute();
      const res = await login(staff.user.username);
      expect(res.json()).toEqual({ twoStep: 'code' });
      expect(res.cookies.filter((c) => c.name.includes('ta_session') && c.value)).toEqual([]);
      const step = res.cookies.find((c) => c.name.includes('two_step'));
      expect(step).toMatchObject({
        name: '__Host-ta_two_step',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: 300,
      });
      expect(step?.domain).toBeUndefined();
      // The token is no session, under either name.
      expect((await whoAmI(`__Host-ta_session=${step?.value}`)).statusCode).toBe(401);
      expect((await whoAmI(`__Host-ta_two_step=${step?.value}`)).statusCode).toBe(401);
    });

    it('ignores a session sent under the unprefixed development name', async () => {
      const { cookie } = await registerClient(t);
      expect((await whoAmI(`__Host-ta_session=${cookie}`)).statusCode).toBe(200);
      // A cookie a sibling subdomain could plant has no __Host- prefix: it is never read.
      expect((await whoAmI(`ta_session=${cookie}`)).statusCode).toBe(401);
    });
  });

  describe('in development', () => {
    beforeEach(async () => {
      t = await buildTestApp(engine, { env: 'development' });
    });

    it('sets an HttpOnly, SameSite=Lax cookie on Path=/ without Secure, so http://localhost works', async () => {
      const { body } = await registerClient(t);
      const res = await login(body.username);
      const cookie = res.cookies.find((c) => c.name === 'ta_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(res.cookies.find((c) => c.name === '__Host-ta_session')).toBeUndefined();
    });
  });

  describe('fixation and storage', () => {
    beforeEach(async () => {
      t = await buildTestApp(engine);
    });

    it('never adopts a session id planted before login', async () => {
      const { body } = await registerClient(t);
      const planted = 'attacker-chosen-value-0123456789abcdefghijklmnop';
      const res = await login(body.username, cookieHeader(t, planted));
      expect(res.statusCode).toBe(200);
      const issued = sessionCookie(t, res);
      expect(issued).toBeTruthy();
      expect(issued).not.toBe(planted);
      expect((await whoAmI(`ta_session=${planted}`)).statusCode).toBe(401);
      expect(await t.app.repos.sessions.findById(sha256(planted))).toBeUndefined();
      expect((await whoAmI(`ta_session=${issued}`)).statusCode).toBe(200);
    });

    it('stores only a hash of the session id, so a copy of the table signs nobody in', async () => {
      const { cookie, user } = await registerClient(t);
      const rows = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toBe(cookie);
      expect(rows[0]?.id).toBe(sha256(cookie));
      expect((await whoAmI(`ta_session=${rows[0]?.id}`)).statusCode).toBe(401);
    });

    it('gives every login its own session, and logout ends only that one', async () => {
      const { body, cookie: first } = await registerClient(t);
      const second = sessionCookie(t, await login(body.username)) as string;
      expect(second).not.toBe(first);
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookieHeader(t, second) });
      expect((await whoAmI(`ta_session=${second}`)).statusCode).toBe(401);
      expect((await whoAmI(`ta_session=${first}`)).statusCode).toBe(200);
    });

    it('slides the idle limit on use but never past the absolute limit', async () => {
      const { cookie, user } = await registerClient(t);
      const now = Date.now();
      const absolute = new Date(now + 60_000).toISOString();
      // Last seen long ago (so this request refreshes it), absolute end one minute away.
      await t.app.db
        .updateTable('sessions')
        .set({
          lastSeenAt: new Date(now - 3_600_000).toISOString(),
          idleExpiresAt: new Date(now + 30_000).toISOString(),
          absoluteExpiresAt: absolute,
        })
        .where('userId', '=', user.id)
        .execute();
      expect((await whoAmI(`ta_session=${cookie}`)).statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('sessions')
        .select(['idleExpiresAt', 'absoluteExpiresAt'])
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.absoluteExpiresAt).toBe(absolute);
      expect(row.idleExpiresAt).toBe(absolute);
    });
  });
});
