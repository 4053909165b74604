import { Writable } from 'node:stream';
import type { OutboxEmailView, Page } from '@ta/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/tokens.js';
import { HIDDEN_SECRET } from '../../src/mail/mail-secrets.js';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, sessionCookie, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';

/**
 * The e-mailed sign-in link and code open a client's account: nobody but the mailbox's owner may
 * see them, not staff reading the outbox, not the log, not any answer (docs/security.md, "E-mailed
 * sign-in link and code").
 */
describe.each(engines)('e-mailed sign-in secrets stay with their owner on %s', (engine) => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });

  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  const linkTokens = (text: string) =>
    [...text.matchAll(/sign-in\/link\?token=([^\s"<>&]+)/g)].map((m) => decodeURIComponent(m[1] ?? ''));
  const sixDigits = (text: string) => [...text.matchAll(/\b\d{6}\b/g)].map((m) => m[0]);

  async function ownersMail(to: string) {
    await t.app.mailer.flush();
    const email = await mailbox.latestTo(to, 'sign-in link and code');
    return { token: linkTokens(email.text)[0] ?? '', code: email.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? '' };
  }

  for (const mode of ['outbox only', 'SMTP'] as const) {
    it(`staff and admins reading the outbox cannot sign in as the client (${mode})`, async () => {
      t = await buildTestApp(engine, mode === 'SMTP' ? { smtpUrl: mailbox.url } : {});
      const client = await registerClient(t);
      const staff = await createStaff(t, 'staff');
      const admin = await createStaff(t, 'admin');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/sign-in/email', payload: { email: client.body.email } }))
          .statusCode,
      ).toBe(200);
      await t.app.mailer.flush();

      const tokens: string[] = [];
      const codes: string[] = [];
      for (const reader of [staff, admin]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/admin/outbox',
          headers: cookieHeader(t, reader.cookie),
        });
        const mail = (res.json() as Page<OutboxEmailView>).items.find((e) => e.kind === 'email-sign-in');
        expect(mail?.to).toBe(client.body.email);
        expect(mail?.text).toContain(`sign-in/link?token=${HIDDEN_SECRET}`);
        tokens.push(...linkTokens(mail?.text ?? ''));
        codes.push(...sixDigits(`${mail?.subject ?? ''} ${mail?.text ?? ''}`));
        // The whole answer, HTML included if it carries any, holds neither secret.
        expect(res.body).toContain(HIDDEN_SECRET);
      }
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) {
        const res = await t.app.inject({ method: 'POST', url: '/api/sign-in/link', payload: { token } });
        expect(res.statusCode).toBe(400);
        expect(sessionCookie(t, res)).toBeUndefined();
      }
      for (const code of [...codes, HIDDEN_SECRET]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sign-in/code',
          payload: { email: client.body.email, code },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(sessionCookie(t, res)).toBeUndefined();
      }

      if (mode === 'SMTP') {
        const real = await ownersMail(client.body.email);
        expect(tokens).not.toContain(real.token);
        expect(codes).not.toContain(real.code);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/sign-in/code',
          payload: { email: client.body.email, code: real.code },
        });
        expect(res.statusCode).toBe(200);
      }
    });
  }

  it('writes neither the link nor the code nor their hashes into the log, and answers with none of them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(engine, { smtpUrl: mailbox.url }, { logger: { level: 'debug', stream } });
    const admin = await createStaff(t, 'admin');
    const client = await registerClient(t);
    const answers: string[] = [];
    const call = async (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) => {
      const res = await t.app.inject({ method, url, payload, headers: cookie ? cookieHeader(t, cookie) : {} });
      answers.push(res.body, JSON.stringify(res.headers));
      return res;
    };
    await call('POST', '/api/sign-in/email', { email: client.body.email });
    const first = await ownersMail(client.body.email);
    // A wrong code, the page URL carrying the token (404 here: the tests run without pages), a right code.
    await call('POST', '/api/sign-in/code', {
      email: client.body.email,
      code: first.code === '000000' ? '111111' : '000000',
    });
    await call('GET', `/sign-in/link?token=${encodeURIComponent(first.token)}`);
    await call('POST', '/api/sign-in/code', { email: client.body.email, code: first.code });
    await call('POST', '/api/sign-in/email', { email: client.body.email });
    const second = await ownersMail(client.body.email);
    await call('POST', '/api/sign-in/link', { token: second.token });
    for (const url of [
      '/api/admin/outbox',
      '/api/admin/users',
      `/api/admin/users/${client.user.id}`,
      '/api/admin/dashboard',
    ]) {
      await call('GET', url, undefined, admin.cookie);
    }

    const log = lines.join('');
    expect(log).toContain('/sign-in/link?token=[hidden]');
    const secrets = [first, second].flatMap(({ token, code }) => [
      token,
      sha256(token),
      t.app.secretBox.mac(code, 'sign-in-code'),
    ]);
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
    // A code on its own: log lines are full of longer numbers (times, durations) that may hold its digits.
    for (const { code } of [first, second]) {
      const alone = new RegExp(`(?<![\\d.])${code}(?![\\d])`);
      expect(log).not.toMatch(alone);
      for (const answer of answers) expect(answer).not.toMatch(alone);
    }
  });
});
