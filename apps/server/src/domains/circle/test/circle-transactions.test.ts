import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';

// A circle change, its activity event and its e-mails are stored together or not at all
// (domains/service-context.ts `inTransaction`); the e-mails leave after the commit.
describe.each(engines)('circle writes in one transaction on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const invite = (cookie: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/circle',
      headers: cookieHeader(t, cookie),
      payload: { name: 'Ann Lee', email, rights: ['appointments'], visitNotices: ['done'] },
    });

  async function stored(clientId: number, email: string) {
    await t.app.mailer.flush();
    return {
      contacts: await t.app.db
        .selectFrom('trustedContacts')
        .select(['id', 'removedAt'])
        .where('clientId', '=', clientId)
        .where('email', '=', email)
        .orderBy('id')
        .execute(),
      events: await t.app.db
        .selectFrom('events')
        .select('type')
        .where('actorId', '=', clientId)
        .where('type', 'like', 'circle.%')
        .orderBy('id')
        .execute(),
      outbox: await t.app.db
        .selectFrom('emailOutbox')
        .select('status')
        .where('toAddress', '=', email)
        .orderBy('id')
        .execute(),
      sent: mailbox.received.filter((m) => m.rcptTo.includes(email)).length,
    };
  }

  it('stores an invitation with its event and its e-mail, or none of them when the event fails', async () => {
    const client = await registerClient(t);
    const undo = watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } }).stop;
    const failed = await invite(client.cookie, 'ann.failed@example.com').finally(undo);
    expect(failed.statusCode).toBe(500);
    expect(await stored(client.user.id, 'ann.failed@example.com')).toEqual({
      contacts: [],
      events: [],
      outbox: [],
      sent: 0,
    });

    const done = await invite(client.cookie, 'ann.done@example.com');
    expect(done.statusCode).toBe(201);
    expect(await stored(client.user.id, 'ann.done@example.com')).toEqual({
      contacts: [{ id: expect.any(Number), removedAt: null }],
      events: [{ type: 'circle.invited' }],
      outbox: [{ status: 'sent' }],
      sent: 1,
    });
  });

  it('keeps the contact when the removal’s event fails', async () => {
    const client = await registerClient(t);
    const added = await invite(client.cookie, 'ben.kept@example.com');
    const { id } = added.json<{ id: number }>();
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/api/circle/${id}`, headers: cookieHeader(t, client.cookie) });

    const undo = watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } }).stop;
    const failed = await remove().finally(undo);
    expect(failed.statusCode).toBe(500);
    expect((await stored(client.user.id, 'ben.kept@example.com')).contacts).toEqual([{ id, removedAt: null }]);

    expect((await remove()).statusCode).toBe(200);
    const after = await stored(client.user.id, 'ben.kept@example.com');
    expect(after.contacts).toEqual([{ id, removedAt: expect.any(String) }]);
    expect(after.events.map((e) => e.type)).toEqual(['circle.invited', 'circle.removed']);
  });
});
