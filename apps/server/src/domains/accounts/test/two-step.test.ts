import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { TWO_STEP_MESSAGES, type AdminUser, type Page, type SessionUser } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { challengeCookieName } from '../two-step-sign-in.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

/**
 * Two-step sign-in for staff and admins (docs/two-step.md): a stolen password alone starts no
 * session. Codes are computed here as an authenticator app would, from the key the set-up shows.
 * The clock is moved by hand (Date only), so each sign-in uses a step of its own.
 */
const STEP_MS = 30_000;
let now = Date.UTC(2026, 10, 24, 15, 0, 0);

function codeAt(key: string, timestamp = now): string {
  return TOTP.generate({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), timestamp });
}

/** The clock moves on to the next 30-second step (or further). */
function later(ms = STEP_MS) {
  now += ms;
  vi.setSystemTime(now);
}

function challengeOf(t: TestApp, res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === challengeCookieName(t.config) && c.value)?.value;
}

function challengeHeader(t: TestApp, token: string) {
  return { cookie: `${challengeCookieName(t.config)}=${token}` };
}

interface Enrolled {
  key: string;
  cookie: string;
  recoveryCodes: string[];
}

/** Sets up two-step sign-in from the account page of a signed-in staff member or admin. */
async function enrol(t: TestApp, cookie: string): Promise<Enrolled> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-step/setup',
    headers: cookieHeader(t, cookie),
  });
  expect(setup.statusCode).toBe(200);
  const { key } = setup.json() as { key: string };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/account/two-step/confirm',
    headers: cookieHeader(t, cookie),
    payload: { code: codeAt(key) },
  });
  expect(confirmed.statusCode).toBe(200);
  later();
  return {
    key,
    cookie: sessionCookie(t, confirmed) as string,
    recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes,
  };
}

async function passwordStep(t: TestApp, username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: STRONG_PASSWORD },
  });
  return { res, challenge: challengeOf(t, res) };
}

async function secondStep(t: TestApp, challenge: string, payload: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login/two-step',
    headers: challengeHeader(t, challenge),
    payload,
  });
}

async function me(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) });
}

async function storedTotp(t: TestApp, userId: number) {
  return t.app.db
    .selectFrom('users')
    .select(['totpSecretSealed', 'totpPendingSealed', 'totpEnabledAt', 'totpLastStep'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

describe.each(engines)('two-step sign-in on %s', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(engine, {}, { logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(10 * STEP_MS);
  });
  afterEach(async () => {
    vi.useRealTimers();
    // The admin's setting is turned off again by the one test that turns it on; checked here.
    expect(await t.app.repos.twoStep.requireTwoStepForStaff()).toBe(false);
  });

  it('sets up with a QR code and a key, refuses a wrong code, and keeps the secret sealed', async () => {
    const staff = await createStaff(t);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/setup',
      headers: cookieHeader(t, staff.cookie),
    });
    expect(setup.statusCode).toBe(200);
    const shown = setup.json() as { otpauthUri: string; key: string; qrSvg: string };
    const plainKey = shown.key.replace(/\s+/g, '');
    expect(plainKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(shown.otpauthUri).toContain(`secret=${plainKey}`);
    expect(shown.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(shown.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(shown.qrSvg).not.toMatch(/<script|on\w+=/i);

    const pending = await storedTotp(t, staff.user.id);
    expect(pending.totpPendingSealed).toMatch(/^v1\./);
    expect(pending.totpPendingSealed).not.toContain(plainKey);
    expect(pending.totpEnabledAt).toBeNull();

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/confirm',
      headers: cookieHeader(t, staff.cookie),
      payload: { code: codeAt(plainKey, now - 3 * STEP_MS) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: TWO_STEP_MESSAGES.codeWrong } });
    const badShape = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/confirm',
      headers: cookieHeader(t, staff.cookie),
      payload: { code: '12a456' },
    });
    expect(badShape.statusCode).toBe(400);
    expect((await storedTotp(t, staff.user.id)).totpEnabledAt).toBeNull();

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/confirm',
      headers: cookieHeader(t, staff.cookie),
      // Typed with a space between the groups, as the app shows it.
      payload: { code: codeAt(plainKey).replace(/^(\d{3})/, '$1 ') },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);

    const stored = await storedTotp(t, staff.user.id);
    expect(stored.totpEnabledAt).not.toBeNull();
    expect(stored.totpPendingSealed).toBeNull();
    expect(stored.totpSecretSealed).toBe(pending.totpPendingSealed);
    expect(t.app.secretBox.open(stored.totpSecretSealed as string, 'users.totp_secret')).toBe(plainKey);
    // Sealed for its own column: it opens for no other purpose.
    expect(() => t.app.secretBox.open(stored.totpSecretSealed as string, 'properties.access_notes')).toThrow();
    const hashes = await t.app.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .where('userId', '=', staff.user.id)
      .orderBy('id')
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes) expect(recoveryCodes.join(' ')).not.toContain(codeHash);

    // The password-only session is over; this browser goes on signed in with both steps.
    expect((await me(t, staff.cookie)).statusCode).toBe(401);
    const fresh = sessionCookie(t, confirmed) as string;
    const user = (await me(t, fresh)).json() as SessionUser;
    expect(user).toMatchObject({ twoStepEnabled: true, signInMethod: 'password_totp' });

    // The key is never shown again: a new set-up is refused, the status says nothing secret.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/setup',
      headers: cookieHeader(t, fresh),
    });
    expect(again.statusCode).toBe(409);
    const status = await t.app.inject({ method: 'GET', url: '/api/account/two-step', headers: cookieHeader(t, fresh) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(status.body).not.toContain(plainKey);
  });

  it('asks for a code after the password, signs in with it, and never takes the same code twice', async () => {
    const staff = await createStaff(t);
    const { key } = await enrol(t, staff.cookie);

    const { res, challenge } = await passwordStep(t, staff.user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoStep: 'code' });
    expect(sessionCookie(t, res)).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === challengeCookieName(t.config));
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', maxAge: 300 });
    expect(String(cookie?.sameSite).toLowerCase()).toBe('strict');

    const wrong = await secondStep(t, challenge as string, { code: codeAt(key, now + 5 * STEP_MS) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { code: TWO_STEP_MESSAGES.codeWrong } });
    expect(sessionCookie(t, wrong)).toBeUndefined();

    const code = codeAt(key);
    const signedIn = await secondStep(t, challenge as string, { code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: staff.user.id, signInMethod: 'password_totp' });
    const session = sessionCookie(t, signedIn) as string;
    expect((await me(t, session)).json()).toMatchObject({ signInMethod: 'password_totp' });
    // The challenge is used up with the sign-in.
    expect((await secondStep(t, challenge as string, { code: codeAt(key, now + STEP_MS) })).statusCode).toBe(400);

    // The same code again, still inside its window (a code seen over a shoulder): refused.
    const replay = await passwordStep(t, staff.user.username);
    const replayed = await secondStep(t, replay.challenge as string, { code });
    expect(replayed.statusCode).toBe(400);
    expect(sessionCookie(t, replayed)).toBeUndefined();
    // A step before the one used: refused too, though it is inside the ±1 step window.
    expect((await secondStep(t, replay.challenge as string, { code: codeAt(key, now - STEP_MS) })).statusCode).toBe(
      400,
    );

    // One step later is fine (a phone's clock a little ahead); a code from two steps ago is not.
    later(3 * STEP_MS);
    const old = await secondStep(t, replay.challenge as string, { code: codeAt(key, now - 2 * STEP_MS) });
    expect(old.statusCode).toBe(400);
    const ahead = await secondStep(t, replay.challenge as string, { code: codeAt(key, now + STEP_MS) });
    expect(ahead.statusCode).toBe(200);
    expect(sessionCookie(t, ahead)).toBeDefined();
  });

  it('signs in with a recovery code once, and that code never works again', async () => {
    const staff = await createStaff(t);
    const { recoveryCodes } = await enrol(t, staff.cookie);
    const [first = '', second = ''] = recoveryCodes;

    const step = await passwordStep(t, staff.user.username);
    // Typed in small letters without the dash: the same code.
    const res = await secondStep(t, step.challenge as string, { recoveryCode: first.replace('-', '').toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signInMethod: 'password_recovery_code' });

    const again = await passwordStep(t, staff.user.username);
    const reused = await secondStep(t, again.challenge as string, { recoveryCode: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ fields: { recoveryCode: TWO_STEP_MESSAGES.recoveryCodeWrong } });
    expect((await secondStep(t, again.challenge as string, { recoveryCode: second })).statusCode).toBe(200);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/account/two-step',
      headers: cookieHeader(t, sessionCookie(t, res) as string),
    });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('keeps recovery codes as an HMAC keyed by the server’s secret, never a bare SHA-256', async () => {
    const staff = await createStaff(t);
    const { recoveryCodes } = await enrol(t, staff.cookie);
    const rows = await t.app.db.selectFrom('recoveryCodes').select(['codeHash', 'keyed']).orderBy('id').execute();
    const stored = new Set(rows.map((r) => r.codeHash));
    const macKey = Buffer.from(
      hkdfSync('sha256', Buffer.from(t.config.secretsKey ?? '', 'base64'), Buffer.alloc(0), 'mac:recovery-code', 32),
    );
    for (const code of recoveryCodes) {
      const bare = createHash('sha256')
        .update(`recovery-code:${code.replace('-', '')}`)
        .digest('hex');
      expect(stored.has(bare)).toBe(false);
      expect(stored.has(createHmac('sha256', macKey).update(bare).digest('hex'))).toBe(true);
    }
    expect(rows.every((r) => r.keyed === 1)).toBe(true);
  });

  it('converts recovery codes kept as a bare SHA-256 before, and they still sign in', async () => {
    const staff = await createStaff(t);
    const { recoveryCodes } = await enrol(t, staff.cookie);
    const [first = ''] = recoveryCodes;
    // As migration 421 finds a row stored before it: the bare SHA-256, not keyed.
    const bare = createHash('sha256')
      .update(`recovery-code:${first.replace('-', '')}`)
      .digest('hex');
    await t.app.db.deleteFrom('recoveryCodes').execute();
    await t.app.db.insertInto('recoveryCodes').values({ userId: staff.user.id, codeHash: bare, keyed: 0 }).execute();
    // Not keyed yet: the old row is not accepted as it is.
    const early = await passwordStep(t, staff.user.username);
    expect((await secondStep(t, early.challenge as string, { recoveryCode: first })).statusCode).toBe(400);

    expect(await t.app.repos.twoStep.keyOldRecoveryCodes((h) => t.app.secretBox.mac(h, 'recovery-code'))).toBe(1);
    expect(await t.app.repos.twoStep.keyOldRecoveryCodes((h) => t.app.secretBox.mac(h, 'recovery-code'))).toBe(0);
    const row = await t.app.db.selectFrom('recoveryCodes').select(['codeHash', 'keyed']).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ keyed: 1 });
    expect(row.codeHash).not.toBe(bare);
    later();
    const step = await passwordStep(t, staff.user.username);
    expect((await secondStep(t, step.challenge as string, { recoveryCode: first })).statusCode).toBe(200);
  });

  it('makes new recovery codes only with a current code; the old ones stop working', async () => {
    const staff = await createStaff(t);
    const enrolled = await enrol(t, staff.cookie);
    const headers = cookieHeader(t, enrolled.cookie);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/recovery-codes',
      headers,
      payload: { code: codeAt(enrolled.key, now - 4 * STEP_MS) },
    });
    expect(refused.statusCode).toBe(400);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/recovery-codes',
      headers,
      payload: { code: codeAt(enrolled.key) },
    });
    expect(made.statusCode).toBe(200);
    const fresh = (made.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    later();
    const step = await passwordStep(t, staff.user.username);
    expect(
      (await secondStep(t, step.challenge as string, { recoveryCode: enrolled.recoveryCodes[0] ?? '' })).statusCode,
    ).toBe(400);
    expect((await secondStep(t, step.challenge as string, { recoveryCode: fresh[0] ?? '' })).statusCode).toBe(200);
  });

  it('ends the step after five minutes, and after five wrong tries', async () => {
    const staff = await createStaff(t);
    const { key } = await enrol(t, staff.cookie);

    const slow = await passwordStep(t, staff.user.username);
    later(5 * 60_000 + 1000);
    const expired = await secondStep(t, slow.challenge as string, { code: codeAt(key) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: TWO_STEP_MESSAGES.challengeExpired });
    expect(sessionCookie(t, expired)).toBeUndefined();

    const guessing = await passwordStep(t, staff.user.username);
    for (let i = 0; i < 5; i += 1) {
      const res = await secondStep(t, guessing.challenge as string, { code: String(100000 + i) });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await secondStep(t, guessing.challenge as string, { code: codeAt(key) });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: TWO_STEP_MESSAGES.tooManyTries });
    // Gone for good: even the right code needs the password again.
    const after = await secondStep(t, guessing.challenge as string, { code: codeAt(key) });
    expect(after.statusCode).toBe(400);
    expect(sessionCookie(t, after)).toBeUndefined();

    const fresh = await passwordStep(t, staff.user.username);
    expect((await secondStep(t, fresh.challenge as string, { code: codeAt(key) })).statusCode).toBe(200);
  });

  it('the step between password and code opens nothing else', async () => {
    const admin = await createStaff(t, 'admin');
    const { key } = await enrol(t, admin.cookie);
    const { challenge } = await passwordStep(t, admin.user.username);
    const token = challenge as string;
    for (const url of ['/api/user', '/api/admin/users', '/api/account/two-step', '/api/account/sessions']) {
      expect((await t.app.inject({ method: 'GET', url, headers: challengeHeader(t, token) })).statusCode).toBe(401);
      // Nor does the token pass for a session cookie.
      expect((await t.app.inject({ method: 'GET', url, headers: cookieHeader(t, token) })).statusCode).toBe(401);
    }
    // A challenge for a code does not set up a new key.
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/login/two-step/setup',
      headers: challengeHeader(t, token),
    });
    expect(setup.statusCode).toBe(400);
    expect((await storedTotp(t, admin.user.id)).totpPendingSealed).toBeNull();
    // It still works for what it is for.
    expect((await secondStep(t, token, { code: codeAt(key) })).statusCode).toBe(200);
  });

  it('the admin setting needs the admin to have two-step sign-in, then ends password-only staff sessions and makes staff set it up', async () => {
    const admin = await createStaff(t, 'admin');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers: cookieHeader(t, admin.cookie),
      payload: { requireTwoStepForStaff: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: TWO_STEP_MESSAGES.adminNeedsTwoStep });
    expect(await t.app.repos.twoStep.requireTwoStepForStaff()).toBe(false);

    const enrolledAdmin = await enrol(t, admin.cookie);
    const staff = await createStaff(t);
    const client = await registerClient(t);
    const turnedOn = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers: cookieHeader(t, enrolledAdmin.cookie),
      payload: { requireTwoStepForStaff: true },
    });
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json()).toMatchObject({ requireTwoStepForStaff: true });
    expect((turnedOn.json() as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);
    try {
      // The staff member's password-only session is over; the admin's (with a code) and the client's go on.
      expect((await me(t, staff.cookie)).statusCode).toBe(401);
      expect((await me(t, enrolledAdmin.cookie)).statusCode).toBe(200);
      expect((await me(t, client.cookie)).statusCode).toBe(200);
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings/security',
        headers: cookieHeader(t, enrolledAdmin.cookie),
      });
      expect(settings.json()).toMatchObject({ requireTwoStepForStaff: true });

      // Clients sign in as before.
      const clientLogin = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: client.body.username, password: STRONG_PASSWORD },
      });
      expect(clientLogin.json()).toMatchObject({ role: 'client' });

      // The staff member's password leads to setting up, and to nothing else.
      const { res, challenge } = await passwordStep(t, staff.user.username);
      expect(res.json()).toEqual({ twoStep: 'setup' });
      expect(sessionCookie(t, res)).toBeUndefined();
      const token = challenge as string;
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user', headers: challengeHeader(t, token) })).statusCode,
      ).toBe(401);
      expect((await secondStep(t, token, { code: '123456' })).statusCode).toBe(400);
      const shown = await t.app.inject({
        method: 'POST',
        url: '/api/login/two-step/setup',
        headers: challengeHeader(t, token),
      });
      expect(shown.statusCode).toBe(200);
      const { key } = shown.json() as { key: string };
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login/two-step/setup/confirm',
        headers: challengeHeader(t, token),
        payload: { code: codeAt(key, now - 4 * STEP_MS) },
      });
      expect(wrong.statusCode).toBe(400);
      expect(sessionCookie(t, wrong)).toBeUndefined();
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/login/two-step/setup/confirm',
        headers: challengeHeader(t, token),
        payload: { code: codeAt(key) },
      });
      expect(done.statusCode).toBe(200);
      const answer = done.json() as { user: SessionUser; recoveryCodes: string[] };
      expect(answer.user).toMatchObject({ id: staff.user.id, signInMethod: 'password_totp', twoStepEnabled: true });
      expect(answer.recoveryCodes).toHaveLength(10);
      const session = sessionCookie(t, done) as string;
      expect((await me(t, session)).statusCode).toBe(200);

      // Required: the staff member cannot turn it off, even with the password and a code.
      later();
      const off = await t.app.inject({
        method: 'POST',
        url: '/api/account/two-step/off',
        headers: cookieHeader(t, session),
        payload: { password: STRONG_PASSWORD, code: codeAt(key) },
      });
      expect(off.statusCode).toBe(409);
      expect(off.json()).toMatchObject({ message: TWO_STEP_MESSAGES.requiredForStaff });

      // The Users list says who has it.
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/admin/users?perPage=100',
        headers: cookieHeader(t, enrolledAdmin.cookie),
      });
      const items = (list.json() as Page<AdminUser>).items;
      expect(items.find((u) => u.id === staff.user.id)?.twoStepEnabled).toBe(true);
      expect(items.find((u) => u.id === client.user.id)?.twoStepEnabled).toBe(false);
    } finally {
      const turnedOff = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/security',
        headers: cookieHeader(t, enrolledAdmin.cookie),
        payload: { requireTwoStepForStaff: false },
      });
      expect(turnedOff.statusCode).toBe(200);
    }
  });

  it('turns off with the password and a code; an admin resets it for a lost phone and signs the account out', async () => {
    const staff = await createStaff(t);
    const enrolled = await enrol(t, staff.cookie);
    const headers = cookieHeader(t, enrolled.cookie);
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/off',
      headers,
      payload: { password: 'not the password', code: codeAt(enrolled.key) },
    });
    expect(noPassword.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-step/off',
      headers,
      payload: { password: STRONG_PASSWORD, code: codeAt(enrolled.key) },
    });
    expect(off.statusCode).toBe(200);
    expect(await storedTotp(t, staff.user.id)).toMatchObject({ totpSecretSealed: null, totpEnabledAt: null });
    expect(
      await t.app.db
        .selectFrom('recoveryCodes')
        .select('id')
        .where('userId', '=', staff.user.id)
        .orderBy('id')
        .execute(),
    ).toEqual([]);
    // The password alone signs in again.
    expect(sessionCookie(t, (await passwordStep(t, staff.user.username)).res)).toBeDefined();

    const other = await createStaff(t);
    const otherEnrolled = await enrol(t, other.cookie);
    const admin = await createStaff(t, 'admin');
    const adminEnrolled = await enrol(t, admin.cookie);
    const asStaff = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${other.user.id}/two-step`,
      headers: cookieHeader(t, enrolled.cookie),
    });
    expect(asStaff.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}/two-step`,
      headers: cookieHeader(t, adminEnrolled.cookie),
    });
    expect(own.statusCode).toBe(403);
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${other.user.id}/two-step`,
      headers: cookieHeader(t, adminEnrolled.cookie),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: other.user.id, twoStepEnabled: false });
    expect((await me(t, otherEnrolled.cookie)).statusCode).toBe(401);
    expect(await storedTotp(t, other.user.id)).toMatchObject({ totpSecretSealed: null, totpEnabledAt: null });
  });

  it('clients never get two-step sign-in', async () => {
    const client = await registerClient(t);
    for (const url of ['/api/account/two-step/setup', '/api/account/two-step/confirm']) {
      const res = await t.app.inject({ method: 'POST', url, headers: cookieHeader(t, client.cookie), payload: {} });
      expect(res.statusCode).toBe(403);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: client.body.username, password: STRONG_PASSWORD },
    });
    expect(login.json()).toMatchObject({ role: 'client', signInMethod: 'password' });
    expect(login.json()).not.toHaveProperty('twoStepEnabled');
  });

  it("lists the account's open sessions with how each signed in, never their ids, and signs out the others", async () => {
    const staff = await createStaff(t);
    const enrolled = await enrol(t, staff.cookie);
    const step = await passwordStep(t, staff.user.username);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/login/two-step',
      headers: {
        ...challengeHeader(t, step.challenge as string),
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      },
      payload: { recoveryCode: enrolled.recoveryCodes[0] ?? '' },
    });
    const phoneCookie = sessionCookie(t, phone) as string;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: cookieHeader(t, enrolled.cookie),
    });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as {
      sessions: { current: boolean; signInMethod: string; device: { browser: string | null; system: string | null } }[];
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)?.signInMethod).toBe('password_totp');
    expect(sessions.find((s) => !s.current)).toMatchObject({
      signInMethod: 'password_recovery_code',
      device: { browser: 'Chrome', system: 'Android' },
    });
    const ids = await t.app.db.selectFrom('sessions').select('id').where('userId', '=', staff.user.id).execute();
    for (const { id } of ids) expect(list.body).not.toContain(id);
    expect(list.body).not.toContain(phoneCookie);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: cookieHeader(t, enrolled.cookie),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(t, phoneCookie)).statusCode).toBe(401);
    expect((await me(t, enrolled.cookie)).statusCode).toBe(200);
  });

  it('keys, codes and challenge tokens appear in no log line, no e-mail and no later answer', async () => {
    logLines.length = 0;
    const admin = await createStaff(t, 'admin');
    const enrolled = await enrol(t, admin.cookie);
    const step = await passwordStep(t, admin.user.username);
    const code = codeAt(enrolled.key);
    await secondStep(t, step.challenge as string, { code });
    later();
    const viaRecovery = await passwordStep(t, admin.user.username);
    const signedIn = await secondStep(t, viaRecovery.challenge as string, {
      recoveryCode: enrolled.recoveryCodes[1] ?? '',
    });
    const headers = cookieHeader(t, sessionCookie(t, signedIn) as string);
    await t.app.mailer.flush();

    const laterAnswers = [
      await t.app.inject({ method: 'GET', url: '/api/user', headers }),
      await t.app.inject({ method: 'GET', url: '/api/account/two-step', headers }),
      await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers }),
      await t.app.inject({ method: 'GET', url: `/api/admin/users/${admin.user.id}`, headers }),
      await t.app.inject({ method: 'GET', url: '/api/admin/users?perPage=100', headers }),
      await t.app.inject({ method: 'GET', url: '/api/admin/outbox?perPage=100', headers }),
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers }),
    ];
    const plainKey = enrolled.key.replace(/\s+/g, '');
    // The 6-digit code is left out: any six digits of a timestamp would match it.
    const secrets = [plainKey, enrolled.key, ...enrolled.recoveryCodes, step.challenge, viaRecovery.challenge];
    const sealed = (await storedTotp(t, admin.user.id)).totpSecretSealed as string;
    const outbox = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    const places = {
      log: logLines.join('\n'),
      outbox: JSON.stringify(outbox),
      answers: laterAnswers.map((res) => res.body).join('\n'),
    };
    for (const [place, text] of Object.entries(places)) {
      for (const secret of [...secrets, sealed]) {
        expect(text.includes(secret as string), `${place} holds a secret`).toBe(false);
      }
    }
    expect(logLines.length).toBeGreaterThan(0);
  });
});

// The second step works without JavaScript: the pages post to themselves and do the work through the
// JSON routes, with the browser's step cookie (domains/accounts/routes/two-step-forms.ts).
describe.each(engines)('two-step sign-in without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    later(10 * STEP_MS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes from the password to the code page, shows a wrong code again without it, and signs in', async () => {
    const staff = await createStaff(t);
    const { key } = await enrol(t, staff.cookie);
    const password = await postForm(t, '/auth?next=%2Fadmin%2Fvisits', {
      _form: 'login',
      username: staff.user.username,
      password: STRONG_PASSWORD,
    });
    expect(password.statusCode).toBe(303);
    expect(password.headers.location).toBe('/sign-in/two-step?next=%2Fadmin%2Fvisits');
    expect(sessionCookie(t, password)).toBeUndefined();
    const challenge = challengeOf(t, password) as string;
    expect(challenge).toBeDefined();

    const wrong = await postForm(
      t,
      '/sign-in/two-step?next=%2Fadmin%2Fvisits',
      { _form: 'two-step-code', code: '000000' },
      challengeHeader(t, challenge),
    );
    expect(wrong.statusCode).toBe(400);
    const shown = renderedInput(wrong.body);
    expect(shown.form).toMatchObject({ form: 'two-step-code', errors: { code: TWO_STEP_MESSAGES.codeWrong } });
    expect(shown.form?.values).toEqual({});

    const right = await postForm(
      t,
      '/sign-in/two-step?next=%2Fadmin%2Fvisits',
      { _form: 'two-step-code', code: codeAt(key) },
      challengeHeader(t, challenge),
    );
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/admin/visits');
    expect(sessionCookie(t, right)).toBeDefined();

    // A recovery code, in Spanish.
    later();
    const again = await postForm(t, '/es/auth', {
      _form: 'login',
      username: staff.user.username,
      password: STRONG_PASSWORD,
    });
    expect(again.headers.location).toBe('/es/sign-in/two-step');
    const recovery = await postForm(
      t,
      '/es/sign-in/two-step?with=recovery-code',
      { _form: 'two-step-recovery', recoveryCode: 'AAAAA-AAAAA' },
      challengeHeader(t, challengeOf(t, again) as string),
    );
    expect(recovery.statusCode).toBe(400);
    expect(renderedInput(recovery.body).form).toMatchObject({ form: 'two-step-recovery' });
  });

  it('sets up the app when the admin requires it: key, code, recovery codes, signed in', async () => {
    const admin = await createStaff(t, 'admin');
    const adminEnrolled = await enrol(t, admin.cookie);
    const staff = await createStaff(t);
    const headers = cookieHeader(t, adminEnrolled.cookie);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers,
      payload: { requireTwoStepForStaff: true },
    });
    try {
      const password = await postForm(t, '/auth', {
        _form: 'login',
        username: staff.user.username,
        password: STRONG_PASSWORD,
      });
      expect(password.headers.location).toBe('/sign-in/two-step/setup');
      const step = challengeHeader(t, challengeOf(t, password) as string);

      const started = await postForm(t, '/sign-in/two-step/setup', { _form: 'two-step-setup-start' }, step);
      expect(started.statusCode).toBe(200);
      expect(started.headers['cache-control']).toBe('private, no-store');
      const { key } = renderedInput(started.body).form?.outcome as { key: string };
      expect(key).toMatch(/^[A-Z2-7 ]+$/);

      const done = await postForm(t, '/sign-in/two-step/setup', { _form: 'two-step-setup', code: codeAt(key) }, step);
      expect(done.statusCode).toBe(200);
      expect(done.headers['cache-control']).toBe('private, no-store');
      const outcome = renderedInput(done.body).form?.outcome as { recoveryCodes: string[]; next: string };
      expect(outcome.recoveryCodes).toHaveLength(10);
      expect(outcome.next).toBe('/admin');
      const session = sessionCookie(t, done) as string;
      expect((await me(t, session)).json()).toMatchObject({ signInMethod: 'password_totp', twoStepEnabled: true });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/security',
        headers,
        payload: { requireTwoStepForStaff: false },
      });
    }
  });
});
