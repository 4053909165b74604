import { Writable } from 'node:stream';
import type { OutboxEmailView, Page } from '@ta/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/tokens.js';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, STRONG_PASSWORD, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';

const TAKEN_OVER = 'Stolen-Through-Outbox-9';

/**
 * The account takeover found by an outside check: staff read an admin's reset link in the outbox
 * and set the admin's password. One-time links and codes are shown in full to nobody but their
 * recipient, with or without SMTP (docs/security.md, "Nothing secret in the back office").
 */
describe.each(engines)('secrets stay with their owner on %s', (engine) => {
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

  const resetLinks = (text: string) => [...text.matchAll(/reset-password\?token=([^\s"<>&]+)/g)].map((m) => m[1] ?? '');

  for (const mode of ['outbox only', 'SMTP'] as const) {
    it(`a reset link read in the outbox by staff or an admin cannot set the owner's password (${mode})`, async () => {
      t = await buildTestApp(engine, mode === 'SMTP' ? { smtpUrl: mailbox.url } : {});
      const owner = await createStaff(t, 'admin');
      const staff = await createStaff(t, 'staff');
      const admin = await createStaff(t, 'admin');
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: owner.user.email },
      });
      expect(asked.statusCode).toBe(200);
      await t.app.mailer.flush();

      const tried: string[] = [];
      for (const reader of [staff, admin]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/admin/outbox',
          headers: cookieHeader(t, reader.cookie),
        });
        expect(res.statusCode).toBe(200);
        const reset = (res.json() as Page<OutboxEmailView>).items.find((e) => e.kind === 'password-reset');
        expect(reset?.to).toBe(owner.user.email);
        const links = resetLinks(reset?.text ?? '');
        expect(links).toHaveLength(1);
        tried.push(...links.map((token) => decodeURIComponent(token)));
      }
      for (const token of tried) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/password-reset/confirm',
          payload: { token, password: TAKEN_OVER, confirmPassword: TAKEN_OVER },
        });
        expect(res.statusCode).toBe(400);
      }
      const login = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { username: owner.user.username, password } });
      expect((await login(TAKEN_OVER)).statusCode).toBe(401);
      expect((await login(STRONG_PASSWORD)).statusCode).toBe(200);

      if (mode === 'SMTP') {
        // The owner's own mailbox has the working link, which the outbox never showed.
        const email = await mailbox.latestTo(owner.user.email, 'Reset your');
        const [real] = resetLinks(email.text);
        expect(real).toBeTruthy();
        expect(tried).not.toContain(decodeURIComponent(real ?? ''));
        const outbox = await t.app.inject({
          method: 'GET',
          url: '/api/admin/outbox',
          headers: cookieHeader(t, admin.cookie),
        });
        expect(outbox.body).not.toContain(real);
        const mine = await t.app.inject({
          method: 'POST',
          url: '/api/password-reset/confirm',
          payload: { token: decodeURIComponent(real ?? ''), password: TAKEN_OVER, confirmPassword: TAKEN_OVER },
        });
        expect(mine.statusCode).toBe(200);
      }
    });
  }

  it('writes no session id, reset token, tracking code, chat key or their hashes into the log, even at debug', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await buildTestApp(engine, { smtpUrl: mailbox.url }, { logger: { level: 'debug', stream } });
    const client = await registerClient(t);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: cookieHeader(t, client.cookie),
      payload: {
        firstName: 'Ruth',
        lastName: 'Moss',
        email: 'ruth.moss@example.com',
        phone: '(352) 555-0142',
        serviceInterest: 'Home & Tech Support',
        message: 'Please help me set up my new tablet.',
      },
    });
    expect(request.statusCode).toBe(201);
    const code = (request.json() as { trackingToken: string }).trackingToken;
    await t.app.inject({ method: 'GET', url: `/api/contact/track/${code}` });
    await t.app.inject({ method: 'GET', url: `/api/contact/track/${code.replace(/.$/, 'Z')}` });
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: client.body.email } });
    await t.app.mailer.flush();
    const token = decodeURIComponent(
      resetLinks((await mailbox.latestTo(client.body.email, 'Reset your')).text)[0] ?? '',
    );
    expect(token).toBeTruthy();
    // A page URL carrying the token (404 here: the tests run without web pages) and a refused use of it.
    await t.app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}`,
      headers: cookieHeader(t, client.cookie),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'short', confirmPassword: 'short' },
    });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, client.cookie) });
    // A visitor's chat history, fetched by the conversation id that is its only key.
    const conversationId = 'chat_5b2f0a9e-8c1d-4e3f-9a7b-6c5d4e3f2a1b';
    await t.app.inject({ method: 'GET', url: `/api/chat/${conversationId}` });

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[hidden]');
    expect(log).toContain('/api/contact/track/[hidden]');
    for (const secret of [client.cookie, sha256(client.cookie), token, sha256(token), code, conversationId]) {
      expect(log).not.toContain(secret);
    }
  });

  it('answers no API call with a session id, a reset token or their hashes', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    const admin = await createStaff(t, 'admin');
    const client = await registerClient(t);
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: client.body.email } });
    await t.app.mailer.flush();
    const token = decodeURIComponent(
      resetLinks((await mailbox.latestTo(client.body.email, 'Reset your')).text)[0] ?? '',
    );
    const secrets = [client.cookie, sha256(client.cookie), admin.cookie, sha256(admin.cookie), token, sha256(token)];
    const reads = [
      '/api/user',
      '/api/admin/users',
      `/api/admin/users/${client.user.id}`,
      '/api/admin/outbox',
      '/api/admin/dashboard',
      `/api/admin/search?q=${encodeURIComponent(client.body.username)}`,
    ];
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: cookieHeader(t, admin.cookie) });
      for (const secret of secrets) expect(res.body, url).not.toContain(secret);
    }
  });
});
