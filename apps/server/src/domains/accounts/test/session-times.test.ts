import { BACKGROUND_READ_HEADER } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

/** Session times and "Stay signed in" (docs/decisions/034-no-silent-time-outs.md). */
describe.each(engines)('session times on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  async function sessionRow(userId: number) {
    return t.app.db.selectFrom('sessions').selectAll().where('userId', '=', userId).executeTakeFirstOrThrow();
  }

  /** Makes the session look last used ten minutes ago, with its idle limit 20 minutes away. */
  async function ageSession(userId: number) {
    const now = Date.now();
    const lastSeenAt = new Date(now - 10 * 60_000).toISOString();
    const idleExpiresAt = new Date(now + 20 * 60_000).toISOString();
    await t.app.db.updateTable('sessions').set({ lastSeenAt, idleExpiresAt }).where('userId', '=', userId).execute();
    return idleExpiresAt;
  }

  it('tells a signed-in person when their session ends, without putting it off', async () => {
    const { user, cookie } = await createStaff(t);
    const idleExpiresAt = await ageSession(user.id);
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: cookieHeader(t, cookie) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    const row = await sessionRow(user.id);
    expect(body).toEqual({
      idleExpiresAt,
      absoluteExpiresAt: row.absoluteExpiresAt,
      serverTime: expect.any(String),
    });
    // The read left the session as it was: same idle limit, same last visit.
    expect(row.idleExpiresAt).toBe(idleExpiresAt);
    expect(Date.parse(row.lastSeenAt)).toBeLessThan(Date.now() - 9 * 60_000);
    // Nothing about the session id itself is in the answer.
    expect(res.body).not.toContain(cookie);
  });

  it('puts the idle limit off on any other signed-in call, but not on a background read', async () => {
    const { user, cookie } = await createStaff(t);
    const idleExpiresAt = await ageSession(user.id);
    const background = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...cookieHeader(t, cookie), [BACKGROUND_READ_HEADER]: '1' },
    });
    expect(background.statusCode).toBe(200);
    expect((await sessionRow(user.id)).idleExpiresAt).toBe(idleExpiresAt);

    const visit = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) });
    expect(visit.statusCode).toBe(200);
    expect((await sessionRow(user.id)).idleExpiresAt > idleExpiresAt).toBe(true);
  });

  it('keeps the session going on "Stay signed in", up to its absolute limit', async () => {
    const { user, cookie } = await createStaff(t);
    const idleExpiresAt = await ageSession(user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/keep-alive',
      headers: cookieHeader(t, cookie),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const row = await sessionRow(user.id);
    expect(res.json().idleExpiresAt).toBe(row.idleExpiresAt);
    // Staff idle limit: 30 minutes from now.
    const ahead = Date.parse(row.idleExpiresAt) - Date.now();
    expect(ahead).toBeGreaterThan(29 * 60_000);
    expect(row.idleExpiresAt > idleExpiresAt).toBe(true);

    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.app.db.updateTable('sessions').set({ absoluteExpiresAt: soon }).where('userId', '=', user.id).execute();
    const capped = await t.app.inject({
      method: 'POST',
      url: '/api/session/keep-alive',
      headers: cookieHeader(t, cookie),
      payload: {},
    });
    expect(capped.json().idleExpiresAt).toBe(soon);
  });

  it('works for clients too, with their own idle limit', async () => {
    const { cookie } = await registerClient(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/keep-alive',
      headers: cookieHeader(t, cookie),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const ahead = Date.parse(res.json().idleExpiresAt) - Date.parse(res.json().serverTime);
    expect(Math.round(ahead / 86_400_000)).toBe(7);
  });

  it('refuses a keep-alive with a body other than {}', async () => {
    const { cookie } = await createStaff(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/keep-alive',
      headers: cookieHeader(t, cookie),
      payload: { idleSeconds: 999999 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 once the session has ended, and extends nothing', async () => {
    const { user, cookie } = await createStaff(t);
    await t.app.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    for (const [method, url] of [
      ['GET', '/api/session'],
      ['POST', '/api/session/keep-alive'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: cookieHeader(t, cookie),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.app.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });
});
