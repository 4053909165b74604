import { AUTH_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, STRONG_PASSWORD, uniqueUser, type TestApp } from '../helper.js';

// Login, register and reset are limited per client address (login also per
// account), with a clear 429 message. auth.test.ts covers the plain per-account and
// per-address login limits; this file attacks around them.
describe.each(engines)('brute-force limits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username, password } });

  it('counts failures per account whether it is named by username, e-mail, case or spaces', async () => {
    const { body } = await registerClient(t);
    const names = [body.username, body.email, ` ${body.username.toUpperCase()} `, body.email.toUpperCase()];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(names[i % names.length] ?? '', `Wrong-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The right password, by either name, waits out the window too.
    for (const name of [body.username, body.email]) {
      const res = await login(name, STRONG_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 'too_many_logins', message: AUTH_MESSAGES.tooManyLogins });
    }
  });

  it('lets no more than 10 wrong passwords through for one account when 33 arrive at once', async () => {
    const { body } = await registerClient(t);
    const answers = await Promise.all(
      Array.from({ length: 33 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `198.51.100.${i + 1}`,
          payload: { username: body.username, password: `Wrong-${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    expect((await login(body.username, STRONG_PASSWORD)).statusCode).toBe(429);
  });

  it('counts only wrong passwords against the account: right ones give their try back', async () => {
    const { body } = await registerClient(t);
    for (let i = 0; i < 12; i++) expect((await login(body.username, STRONG_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(body.username, `Wrong-${i}`)).statusCode).toBe(401);
    expect((await login(body.username, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(body.username, 'Wrong-last')).statusCode).toBe(401);
    expect((await login(body.username, STRONG_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps the per-address login limit whatever X-Forwarded-For claims', async () => {
    const { body } = await registerClient(t);
    let last;
    for (let i = 0; i < 31; i++) {
      last = await login(`nobody${i}`, 'Wrong-Guess-1', { 'x-forwarded-for': `203.0.113.${i}` });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({ code: 'rate_limited', message: AUTH_MESSAGES.tooManyRequests });
    // A correct password from the same address is refused until the window passes.
    const right = await login(body.username, STRONG_PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toHaveLength(0);
  });

  it('does not lock the account for a different address once its own address is limited', async () => {
    const { body } = await registerClient(t);
    for (let i = 0; i < 30; i++) await login(`nobody${i}`, 'Wrong-Guess-1', {});
    expect((await login(body.username, STRONG_PASSWORD)).statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.44',
      payload: { username: body.username, password: STRONG_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registrations to 10 an hour per address, creating nothing past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/register', payload: uniqueUser() })).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).toHaveLength(10);
  });

  it('limits reset requests to 5 per 15 minutes per address, sending nothing past the limit', async () => {
    const { body } = await registerClient(t);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: body.email } }));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]?.json()).toEqual({ code: 'rate_limited', message: AUTH_MESSAGES.tooManyRequests });
    const mail = await t.app.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('kind', '=', 'password-reset')
      .orderBy('id')
      .execute();
    expect(mail).toHaveLength(5);
  });

  it('limits current-password guesses on password change to 10 per 15 minutes', async () => {
    const { cookie } = await registerClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: cookieHeader(t, cookie),
        payload: {
          currentPassword: `Guess-${i}`,
          newPassword: 'Quiet-Garden-Path-7',
          confirmPassword: 'Quiet-Garden-Path-7',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});
