import { EMAIL_SIGN_IN_MESSAGES } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { requesterCookieName } from '../routes/email-sign-in.js';
import { HIDDEN_SECRET } from '../../../mail/mail-secrets.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  type TestApp,
} from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';

const M = EMAIL_SIGN_IN_MESSAGES;

/** What one sign-in e-mail holds, as its recipient reads it. */
interface SignInMail {
  token: string;
  code: string;
  link: string;
  text: string;
}

// Signing in with an e-mailed one-time link and six-digit code (docs/sign-in.md, "E-mailed link and code").
describe.each(engines)('sign-in by e-mailed link and code on %s', (engine) => {
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

  const ask = (email: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/sign-in/email', payload: { email, ...extra } });
  const withCode = (email: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/sign-in/code', payload: { email, code } });
  const withLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/sign-in/link', payload: { token } });

  /** The newest sign-in e-mail in the recipient's own mailbox. */
  async function mailTo(to: string): Promise<SignInMail> {
    await t.app.mailer.flush();
    const email = await mailbox.latestTo(to, 'sign-in link and code');
    const link = email.text.match(/https?:\/\/\S+\/sign-in\/link\?token=[\w%-]+\S*/)?.[0];
    const code = email.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (!link || !code) throw new Error(`no link or code in the e-mail:\n${email.text}`);
    const token = new URL(link).searchParams.get('token') ?? '';
    return { token, code, link, text: email.text };
  }

  async function sessionOf(res: { cookies: { name: string; value: string }[] }) {
    const cookie = sessionCookie(t, res as Parameters<typeof sessionCookie>[1]);
    if (!cookie) return null;
    const row = await t.app.db
      .selectFrom('sessions')
      .select(['userId', 'signInMethod'])
      .where('id', '=', sha256(cookie))
      .executeTakeFirst();
    return { cookie, row };
  }

  it('sends a link and a code to a client; the code signs in on another device, once, as email_code', async () => {
    const { body, user } = await registerClient(t);
    const res = await ask(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.requested });
    const mail = await mailTo(body.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain('http://localhost:3000/sign-in/link?token=');
    expect(mail.text).toContain('http://localhost:3000/sign-in/code');

    const signedIn = await withCode(body.email.toUpperCase(), `${mail.code.slice(0, 3)} ${mail.code.slice(3)}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id, role: 'client', signInMethod: 'email_code' });
    const session = await sessionOf(signedIn);
    expect(session?.row).toEqual({ userId: user.id, signInMethod: 'email_code' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, session?.cookie ?? '') });
    expect(me.json()).toMatchObject({ id: user.id, signInMethod: 'email_code' });

    // Single use: the code again, and the link of the same e-mail, are refused.
    const again = await withCode(body.email, mail.code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ code: 'sign_in_code_invalid', message: M.codeInvalid });
    const link = await withLink(mail.token);
    expect(link.statusCode).toBe(400);
    expect(link.json()).toEqual({ code: 'sign_in_link_invalid', message: M.linkInvalid });
    expect(link.cookies).toHaveLength(0);
  });

  it('signs in with the link (POST), once, as email_link, and the link ends the code', async () => {
    const { body, user } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    const res = await withLink(mail.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, signInMethod: 'email_link' });
    expect((await sessionOf(res))?.row).toEqual({ userId: user.id, signInMethod: 'email_link' });

    expect((await withLink(mail.token)).statusCode).toBe(400);
    expect((await withCode(body.email, mail.code)).statusCode).toBe(401);
  });

  it('carries a safe next page in the link, and drops one that leads elsewhere', async () => {
    const { body } = await registerClient(t);
    await ask(body.email, { next: '/appointments?tab=past' });
    expect(new URL((await mailTo(body.email)).link).searchParams.get('next')).toBe('/appointments?tab=past');
    await ask(body.email, { next: '//evil.example/x' });
    const mail = await mailTo(body.email);
    expect(new URL(mail.link).searchParams.has('next')).toBe(false);
    expect(mail.text).not.toContain('evil.example');
  });

  it('refuses the link and the code once 15 minutes have passed', async () => {
    const { body } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    const row = await t.app.db.selectFrom('signInCodes').select(['createdAt', 'expiresAt']).executeTakeFirstOrThrow();
    const minutes = (Date.parse(row.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await t.app.db
      .updateTable('signInCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await withCode(body.email, mail.code)).statusCode).toBe(401);
    expect((await withLink(mail.token)).statusCode).toBe(400);
  });

  it('ends a code after 5 wrong tries, even the right one after them, and the link with it', async () => {
    const { body } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await withCode(body.email, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'sign_in_code_invalid', message: M.codeInvalid });
    }
    const right = await withCode(body.email, mail.code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ code: 'sign_in_code_invalid', message: M.codeInvalid });
    expect(right.cookies).toHaveLength(0);
    expect((await withLink(mail.token)).statusCode).toBe(400);
    const row = await t.app.db.selectFrom('signInCodes').select(['attempts', 'usedAt']).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.usedAt).not.toBeNull();
  });

  it('takes a right code after a few wrong ones', async () => {
    const { body } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await withCode(body.email, wrong)).statusCode).toBe(401);
    expect((await withCode(body.email, mail.code)).statusCode).toBe(200);
  });

  it('ends the older link and code when the same browser asks for a new one', async () => {
    const { body } = await registerClient(t);
    const asked = await ask(body.email);
    const first = await mailTo(body.email);
    const asker = asked.cookies.find((c) => c.name === requesterCookieName(t.config));
    await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/email',
      headers: { cookie: `${asker?.name}=${asker?.value}` },
      payload: { email: body.email },
    });
    const second = await mailTo(body.email);
    expect(second.token).not.toBe(first.token);
    expect(await t.app.db.selectFrom('signInCodes').select('id').orderBy('id').execute()).toHaveLength(1);
    if (first.code !== second.code) expect((await withCode(body.email, first.code)).statusCode).toBe(401);
    expect((await withLink(first.token)).statusCode).toBe(400);
    expect((await withCode(body.email, second.code)).statusCode).toBe(200);
  });

  it('keeps the code and link already sent when someone else asks for the same address', async () => {
    const { body } = await registerClient(t);
    const askFromHerBrowser = async (cookie?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/email',
        payload: { email: body.email },
        ...(cookie ? { headers: { cookie } } : {}),
      });
      const asker = res.cookies.find((c) => c.name === requesterCookieName(t.config));
      return { cookie: `${asker?.name}=${asker?.value}`, mail: await mailTo(body.email) };
    };
    const hers = await askFromHerBrowser();
    // A stranger asks for her address from another browser: a second e-mail, and her first code still works there.
    await ask(body.email);
    expect((await mailTo(body.email)).token).not.toBe(hers.mail.token);
    const inHerBrowser = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/code',
      headers: { cookie: hers.cookie },
      payload: { email: body.email, code: hers.mail.code },
    });
    expect(inHerBrowser.statusCode).toBe(200);

    // So does her link.
    const next = await askFromHerBrowser(hers.cookie);
    await ask(body.email);
    expect((await withLink(next.mail.token)).statusCode).toBe(200);
  });

  it('answers every address the same, and e-mails only an active client account', async () => {
    const client = await registerClient(t);
    const staff = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    const inactive = await registerClient(t);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', inactive.user.id).execute();
    const addresses = [
      'nobody@example.com',
      staff.user.email,
      admin.user.email,
      inactive.body.email,
      client.body.email,
    ];
    const answers = [];
    for (const email of addresses) {
      const res = await ask(email);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ message: M.requested }) });
    await t.app.mailer.flush();
    const sent = await t.app.db.selectFrom('emailOutbox').select(['toAddress', 'kind']).orderBy('id').execute();
    expect(sent).toEqual([{ toAddress: client.body.email, kind: 'email-sign-in' }]);
    const rows = await t.app.db.selectFrom('signInCodes').select('userId').orderBy('id').execute();
    expect(rows).toEqual([{ userId: client.user.id }]);
    // A code typed for those addresses gets the one refusal too.
    for (const email of addresses.slice(0, 4)) {
      const res = await withCode(email, '123456');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'sign_in_code_invalid', message: M.codeInvalid });
    }
  });

  it('does not sign in a client deactivated after the e-mail was sent', async () => {
    const { body, user } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', user.id).execute();
    expect((await withCode(body.email, mail.code)).statusCode).toBe(401);
    expect((await withLink(mail.token)).statusCode).toBe(400);
  });

  it('keeps the link and code out of the outbox and the database, which hold [hidden] and keyed hashes', async () => {
    const { body } = await registerClient(t);
    await ask(body.email);
    const mail = await mailTo(body.email);
    const outbox = await t.app.db.selectFrom('emailOutbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox.kind).toBe('email-sign-in');
    expect(outbox.textBody).toContain(`/sign-in/link?token=${HIDDEN_SECRET}`);
    for (const part of [outbox.subject, outbox.textBody, outbox.htmlBody ?? '']) {
      expect(part).not.toContain(mail.token);
      expect(part).not.toContain(mail.code);
    }
    const row = await t.app.db.selectFrom('signInCodes').selectAll().executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(mail.token));
    // The code's hash is keyed with the server's secret: a copied table cannot be tried against the
    // million codes without the key.
    expect(row.codeHash).not.toBe(sha256(mail.code));
    expect(row.codeHash).not.toContain(mail.code);
    expect(row.codeHash).toBe(t.app.secretBox.mac(mail.code, 'sign-in-code'));
  });

  it('writes the e-mail in the account’s language', async () => {
    const { body } = await registerClient(t);
    await t.app.db.updateTable('users').set({ language: 'es' }).where('email', '=', body.email).execute();
    await ask(body.email);
    await t.app.mailer.flush();
    const email = await mailbox.latestTo(body.email, 'enlace y código');
    expect(email.text).toContain('http://localhost:3000/es/sign-in/link?token=');
    expect(email.text).toContain('Su código para entrar');
  });

  it('refuses a code that is not six digits, with the form’s message', async () => {
    const { body } = await registerClient(t);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await withCode(body.email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.codeFormat);
    }
  });
});

describe.each(engines)('sign-in by e-mailed code: rate limits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine, { rateLimits: true });
  });
  afterEach(async () => {
    await t.close();
  });

  it('limits requests per address, from any client address', async () => {
    const { body } = await registerClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/email',
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { email: body.email },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ code: 'sign_in_too_many_requests', message: M.tooManyRequests });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // An unknown address is limited the same way, so the limit tells nothing either.
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/email',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { email: 'nobody@example.com' },
      });
      unknown.push(res.statusCode);
    }
    expect(unknown).toEqual(statuses);
  });

  it('limits wrong codes per address from any client address, and codes per client address', async () => {
    const { body } = await registerClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A fresh code every five tries, so the per-code limit is not what stops the guesser.
      if (i % 5 === 0)
        await t.app.inject({ method: 'POST', url: '/api/sign-in/email', payload: { email: body.email } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/code',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { email: body.email, code: '000000' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);

    let last;
    for (let i = 0; i < 31; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/code',
        remoteAddress: '192.0.2.99',
        payload: { email: `someone${i}@example.com`, code: '000000' },
      });
    }
    expect(last?.statusCode).toBe(429);
    let link;
    for (let i = 0; i < 31; i++) {
      link = await t.app.inject({
        method: 'POST',
        url: '/api/sign-in/link',
        remoteAddress: '192.0.2.98',
        payload: { token: `not-a-real-token-${i}` },
      });
    }
    expect(link?.statusCode).toBe(429);
  });

  /** Asks for a code from `remoteAddress` with the browser's cookies; the code is set to a known one. */
  async function askAs(email: string, remoteAddress: string, cookie?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in/email',
      remoteAddress,
      payload: { email },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode).toBe(200);
    await t.app.db
      .updateTable('signInCodes')
      .set({ codeHash: t.app.secretBox.mac('482913', 'sign-in-code') })
      .execute();
    const asker = res.cookies.find((c) => c.name === requesterCookieName(t.config));
    return `${asker?.name}=${asker?.value}`;
  }
  const tryCode = (email: string, code: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sign-in/code',
      remoteAddress,
      payload: { email, code },
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('lets the owner sign in with her code from her browser after strangers used up the wrong codes', async () => {
    const { body } = await registerClient(t);
    const hers = await askAs(body.email, '192.0.2.10');
    // Strangers, each from an address of their own: the first five end her code, then the limit is reached.
    for (let i = 0; i < 12; i++) await tryCode(body.email, '000000', `203.0.113.${i + 1}`);
    expect((await tryCode(body.email, '000000', '203.0.113.50')).statusCode).toBe(429);
    // She asks again, in the same browser: her new code works there, whatever strangers try meanwhile.
    expect(await askAs(body.email, '192.0.2.10', hers)).toBe(hers);
    for (let i = 0; i < 5; i++) {
      const guess = await tryCode(body.email, '482913', `203.0.113.${i + 60}`);
      expect(guess.statusCode).toBe(429);
      expect(guess.json()).toEqual({ code: 'sign_in_too_many_codes', message: M.tooManyCodes });
    }
    const right = await tryCode(body.email, '482913', '192.0.2.10', hers);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ signInMethod: 'email_code' });
  });

  it('compares at most the limit’s wrong codes (and one per code past it) when they arrive at once', async () => {
    const { body } = await registerClient(t);
    // Five codes, each asked for from a browser of its own: each could take five tries.
    const browsers: string[] = [];
    for (let i = 0; i < 5; i++) browsers.push(await askAs(body.email, `198.51.100.${i + 1}`));
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => tryCode(body.email, '000000', `203.0.113.${i + 1}`, browsers[i % 5])),
    );
    const compared = answers.filter((r) => r.statusCode === 401).length;
    expect(compared).toBeGreaterThanOrEqual(10);
    expect(compared).toBeLessThanOrEqual(15);
    const rows = await t.app.db.selectFrom('signInCodes').select('attempts').orderBy('id').execute();
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(compared);
  });

  it('gives a guesser past the limit one try per code he asked for, in his own browser', async () => {
    const { body } = await registerClient(t);
    for (let i = 0; i < 10; i++) await tryCode(body.email, '000000', `203.0.113.${i + 1}`);
    const his = await askAs(body.email, '198.51.100.1');
    expect((await tryCode(body.email, '111111', '198.51.100.1', his)).statusCode).toBe(401);
    // The second try of the same code, even the right one, is refused: one try, then a new e-mail.
    expect((await tryCode(body.email, '482913', '198.51.100.1', his)).statusCode).toBe(429);
    // Another browser's cookie does not open his code either.
    const other = await askAs('nobody@example.com', '198.51.100.2');
    expect((await tryCode(body.email, '482913', '198.51.100.2', other)).statusCode).toBe(429);
  });
});
