import { AUTH_MESSAGES } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_SECRET } from '../../../mail/mail-secrets.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  NEW_PASSWORD,
  registerClient,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';

describe.each(engines)('password reset by e-mail on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
  });
  afterEach(async () => {
    await t.close();
  });

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password, confirmPassword: password },
    });

  /** The token of the newest reset link in the recipient's own mailbox. */
  async function tokenFromMailbox(to: string): Promise<string> {
    await t.app.mailer.flush();
    const email = await mailbox.latestTo(to, 'Reset your');
    const match = email.text.match(/reset-password\?token=([\w%-]+)/);
    if (!match?.[1]) throw new Error('no reset link in the e-mail');
    return decodeURIComponent(match[1]);
  }

  it('sends a one-time link that sets a new password and ends old sessions', async () => {
    const { body, cookie } = await registerClient(t);
    const res = await requestReset(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetRequested);
    const outbox = await t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ toAddress: body.email, kind: 'password-reset' });
    // Staff read the outbox: the link there is hidden; only the recipient's mailbox has it.
    expect(outbox[0]?.textBody).toContain(`http://localhost:3000/reset-password?token=${HIDDEN_SECRET}`);

    const token = await tokenFromMailbox(body.email);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(AUTH_MESSAGES.resetDone);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    const again = await confirm(token, 'Another-Fresh-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const res = await requestReset('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetRequested);
    expect(await t.app.db.selectFrom('emailOutbox').select('id').orderBy('id').execute()).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const { body } = await registerClient(t);
    await requestReset(body.email);
    const token = await tokenFromMailbox(body.email);
    await t.app.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: body.username, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the link usable when the chosen password is refused as common', async () => {
    const { body } = await registerClient(t);
    await requestReset(body.email);
    const token = await tokenFromMailbox(body.email);
    const common = await confirm(token, 'iloveyou');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(AUTH_MESSAGES.commonPassword);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('holds a staff or admin account to 12 characters, and keeps the link usable after a refusal', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const { user } = await createStaff(t, role);
      await requestReset(user.email);
      const token = await tokenFromMailbox(user.email);
      const short = await confirm(token, 'Kq7#zp');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        code: 'back_office_password_short',
        message: AUTH_MESSAGES.backOfficePasswordShort,
        fields: { password: AUTH_MESSAGES.backOfficePasswordShort },
      });
      expect((await confirm(token)).statusCode).toBe(200);
    }
    const { body } = await registerClient(t);
    await requestReset(body.email);
    expect((await confirm(await tokenFromMailbox(body.email), 'Kq7#zp-ok')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await confirm('made-up-token-that-was-never-sent');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });
});
