import { NEWSLETTER_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { sha256 } from '../../../lib/tokens.js';
import { unsubscribePath } from '../newsletter-signups.js';

const CONFIRM_LINK = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/;

let counter = 0;
const newAddress = () => `reader${(counter += 1)}.${Date.now()}@example.com`;

/** The newsletter's double opt-in and one-click unsubscribe (docs/newsletter.md). */
describe.each(engines)('newsletter subscriptions on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, { smtpUrl: mailbox.url, rateLimits: false });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const subscription = (email: string) =>
    t.app.db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
  const outboxTo = (email: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', email).orderBy('id').execute();

  /** Subscribes `email` and answers the e-mailed link's token. */
  async function subscribed(email: string, headers: Record<string, string> = {}) {
    const res = await post('/api/newsletter/subscribe', { email, name: 'Ruth' }, headers);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'check-email' });
    await t.app.mailer.flush();
    const mail = await mailbox.latestTo(email);
    const token = CONFIRM_LINK.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    return { token: token!, mail };
  }

  it('confirms by the e-mailed link only: the row waits unconfirmed, the outbox keeps no token, the link works once', async () => {
    const email = newAddress();
    const { token, mail } = await subscribed(email.toUpperCase());
    expect(mail.subject).toBe('Please confirm your subscription to the Trusted Assistance newsletter');
    expect(mail.text).toContain('Until you do, we send you nothing more.');
    const waiting = await subscription(email);
    expect(waiting).toMatchObject({ name: 'Ruth', confirmed: false, active: true, language: 'en' });
    expect(waiting?.confirmToken).toBe(sha256(token));
    const [kept] = await outboxTo(email);
    expect(kept?.textBody).not.toContain(token);

    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await subscription(email)).toMatchObject({ confirmed: true, active: true });
    // Pressed twice: still done; an unknown link is not.
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
    const unknown = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'newsletter_link_unknown', message: NEWSLETTER_MESSAGES.linkUnknown });

    // Subscribing again while subscribed sends nothing, and answers the same.
    const again = await post('/api/newsletter/subscribe', { email });
    expect(again.statusCode).toBe(202);
    await t.app.mailer.flush();
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('writes the confirmation in the reader’s language, and never twice within minutes', async () => {
    const email = newAddress();
    const { mail } = await subscribed(email, { 'x-language': 'es' });
    expect(mail.subject).toBe('Confirme su suscripción al boletín de Trusted Assistance');
    expect(mail.text).toContain('/es/newsletter/confirm?token=');
    expect((await subscription(email))?.language).toBe('es');
    expect((await post('/api/newsletter/subscribe', { email })).statusCode).toBe(202);
    await t.app.mailer.flush();
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('refuses a bad address, and does nothing for a filled-in honeypot while answering the same', async () => {
    const bad = await post('/api/newsletter/subscribe', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(NEWSLETTER_MESSAGES.emailRequired);
    const email = newAddress();
    const robot = await post('/api/newsletter/subscribe', { email, website: 'http://spam.example' });
    expect(robot.statusCode).toBe(202);
    expect(await subscription(email)).toBeUndefined();
    expect(await outboxTo(email)).toHaveLength(0);
  });

  it('unsubscribes by the one-click header POST, once per signed link; a new subscription needs a new confirmation', async () => {
    const email = newAddress();
    const first = await subscribed(email);
    await post('/api/newsletter/confirm', { token: first.token });
    const row = await subscription(email);
    const path = unsubscribePath(t.app.secretBox, row!.id);

    // A mail program's one click (RFC 8058): a url-encoded POST, no browser headers.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await subscription(email)).toMatchObject({ active: false, confirmed: true });
    expect((await subscription(email))?.unsubscribedAt).not.toBeNull();
    // Twice is fine; another number with this signature, or a changed signature, is not.
    expect((await post(`/api${path}`)).statusCode).toBe(200);
    const other = path.replace(`s=${row!.id}`, `s=${row!.id + 1}`);
    expect((await post(`/api${other}`)).statusCode).toBe(404);
    const changed = `${path.slice(0, -1)}${path.endsWith('0') ? '1' : '0'}`;
    expect((await post(`/api${changed}`)).statusCode).toBe(404);

    // Subscribing again: a new link, and not subscribed until it is used.
    const second = await subscribed(email);
    expect(second.token).not.toBe(first.token);
    expect(await subscription(email)).toMatchObject({ active: true, confirmed: false });
    expect((await post('/api/newsletter/confirm', { token: first.token })).statusCode).toBe(404);
    expect((await post('/api/newsletter/confirm', { token: second.token })).statusCode).toBe(200);
  });
});

describe('newsletter sign-ups from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('are limited: a form cannot be used to flood the office or many mailboxes', async () => {
    const codes: number[] = [];
    for (let k = 0; k < 6; k += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: newAddress() },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
