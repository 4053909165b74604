import { OUTBOX_MESSAGES, type Dashboard, type OutboxEmailView, type Page } from '@ta/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';

const BUSY = { code: 421, message: 'Too busy, try again later' };
const NO_SUCH_MAILBOX = { code: 550, message: 'No such mailbox here' };

/**
 * The owner sees and acts on e-mail that could not be sent (docs/jobs.md, "The outbox"): each message's
 * tries, next try and last error in words; "Send again" for a failed one (admins only); the dashboard's
 * count of e-mail failing.
 */
describe.each(engines)('the outbox after failed tries on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  afterEach(async () => {
    mailbox.refuse(null);
    await t.close();
  });

  const read = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: cookieHeader(t, cookie) });
    expect(res.statusCode).toBe(200);
    return (res.json() as Page<OutboxEmailView>).items;
  };
  const find = async (cookie: string, id: number) => {
    const email = (await read(cookie)).find((e) => e.id === id);
    if (!email) throw new Error(`e-mail ${id} not listed`);
    return email;
  };
  const sendAgain = (cookie: string, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/send-again`, headers: cookieHeader(t, cookie) });
  const dashboard = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookieHeader(t, cookie) })
    ).json() as Dashboard;

  it('shows a try that failed with its reason and next try, and counts it on the dashboard', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    const staff = await createStaff(t, 'staff');
    mailbox.refuse(BUSY);
    const before = Date.now();
    const id = await t.app.mailer.send({
      to: `later.${engine}@example.com`,
      subject: 'Later',
      text: 'Hi',
      kind: 'test',
    });
    await t.app.mailer.flush();

    const email = await find(staff.cookie, id);
    expect(email).toMatchObject({ status: 'queued', tries: 1, canSendAgain: false });
    expect(email.error).toBe('The mail server asked to try again later (421 Too busy, try again later).');
    // The first retry waits about a minute (pg-boss adds up to as much again at random).
    const next = Date.parse(email.nextTryAt ?? '');
    expect(next).toBeGreaterThanOrEqual(before + 55_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 125_000);
    expect((await dashboard(staff.cookie)).mail).toEqual({ days: 7, failed: 0, retrying: 1 });
  });

  it('lets an admin send a failed message again, once, and refuses staff, other states and unknown ids', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    const staff = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    mailbox.refuse(NO_SUCH_MAILBOX);
    const to = `typo.${engine}@example.com`;
    const id = await t.app.mailer.send({ to, subject: 'Your visit', text: 'See you', kind: 'test' });
    await t.app.mailer.flush();

    expect(await find(admin.cookie, id)).toMatchObject({
      status: 'failed',
      tries: 1,
      nextTryAt: null,
      canSendAgain: true,
    });
    expect((await find(staff.cookie, id)).canSendAgain).toBe(false);
    expect((await dashboard(admin.cookie)).mail).toEqual({ days: 7, failed: 1, retrying: 0 });

    // Staff cannot: 403, and nothing changed.
    expect((await sendAgain(staff.cookie, id)).statusCode).toBe(403);
    expect((await find(admin.cookie, id)).status).toBe('failed');

    mailbox.refuse(null);
    const again = await sendAgain(admin.cookie, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: OUTBOX_MESSAGES.sentAgain });
    await t.app.mailer.flush();
    expect(await find(admin.cookie, id)).toMatchObject({ status: 'sent', tries: 1, error: null, canSendAgain: false });
    expect(mailbox.received.filter((m) => m.rcptTo.includes(to))).toHaveLength(1);
    expect((await dashboard(admin.cookie)).mail).toEqual({ days: 7, failed: 0, retrying: 0 });

    // Sent already: refused, and not sent twice.
    const twice = await sendAgain(admin.cookie, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'outbox_not_failed', message: OUTBOX_MESSAGES.notFailed });
    await t.app.mailer.flush();
    expect(mailbox.received.filter((m) => m.rcptTo.includes(to))).toHaveLength(1);

    for (const unknown of [999_999, 'abc']) {
      const res = await sendAgain(admin.cookie, unknown);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'outbox_email_not_found', message: OUTBOX_MESSAGES.notFound });
    }
  });

  it('does not send again a message whose one-time link is no longer kept', async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    const admin = await createStaff(t, 'admin');
    mailbox.refuse(NO_SUCH_MAILBOX);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: admin.user.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.mailer.flush();
    const reset = (await read(admin.cookie)).find((e) => e.to === admin.user.email && e.kind === 'password-reset');
    expect(reset).toMatchObject({ status: 'failed', canSendAgain: false });

    mailbox.refuse(null);
    const res = await sendAgain(admin.cookie, reset?.id ?? 0);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'outbox_link_gone', message: OUTBOX_MESSAGES.linkGone });
    await t.app.mailer.flush();
    expect((await find(admin.cookie, reset?.id ?? 0)).status).toBe('failed');
  });

  it('refuses to send again without SMTP', async () => {
    t = await buildTestApp(engine);
    const admin = await createStaff(t, 'admin');
    const id = await t.app.mailer.send({ to: 'kept@example.com', subject: 'Kept', text: 'Hi', kind: 'test' });
    await t.app.db
      .updateTable('emailOutbox')
      .set({ status: 'failed', error: 'Old failure' })
      .where('id', '=', id)
      .execute();
    expect((await find(admin.cookie, id)).canSendAgain).toBe(false);
    const res = await sendAgain(admin.cookie, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'outbox_no_smtp', message: OUTBOX_MESSAGES.noSmtp });
  });
});
