import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import {
  buildTestApp,
  cookieHeader,
  NEW_PASSWORD,
  registerClient,
  STRONG_PASSWORD,
  uniqueUser,
  type TestApp,
} from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';

// An account's change, its activity event and its e-mail are stored together or not at all
// (domains/service-context.ts `inTransaction`); the e-mail leaves after the commit.
describe.each(engines)('account writes in one transaction on %s', (engine) => {
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

  /** `work` while every transaction's activity event fails. */
  async function whileEventsFail<T>(work: () => Promise<T>): Promise<T> {
    const undo = watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } }).stop;
    return work().finally(undo);
  }

  const eventsOf = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('events')
        .select('type')
        .where('subjectType', '=', 'user')
        .where('subjectId', '=', userId)
        .orderBy('id')
        .execute()
    ).map((e) => e.type);

  it('registers no account without its event', async () => {
    const body = uniqueUser();
    const register = () => t.app.inject({ method: 'POST', url: '/api/register', payload: body });
    const failed = await whileEventsFail(register);
    expect(failed.statusCode).toBe(500);
    expect(await t.app.repos.users.findByEmail(body.email)).toBeUndefined();

    const done = await register();
    expect(done.statusCode).toBe(201);
    const { id } = done.json<{ id: number }>();
    expect(await eventsOf(id)).toEqual(['user.registered']);
  });

  it('moves the e-mail address with the old address’s notice and the event, or none of them', async () => {
    const client = await registerClient(t);
    const { firstName, lastName, email: oldEmail } = client.body;
    const moveTo = (email: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: cookieHeader(t, client.cookie),
        payload: { firstName, lastName, email, currentPassword: STRONG_PASSWORD },
      });
    const notices = async () => {
      await t.app.mailer.flush();
      return {
        outbox: await t.app.db
          .selectFrom('emailOutbox')
          .select('status')
          .where('toAddress', '=', oldEmail)
          .where('kind', '=', 'email-changed')
          .orderBy('id')
          .execute(),
        sent: mailbox.received.filter((m) => m.rcptTo.includes(oldEmail)).length,
      };
    };

    const failed = await whileEventsFail(() => moveTo('moved.failed@example.com'));
    expect(failed.statusCode).toBe(500);
    expect((await t.app.repos.users.findById(client.user.id))?.email).toBe(oldEmail);
    expect(await notices()).toEqual({ outbox: [], sent: 0 });
    expect(await eventsOf(client.user.id)).toEqual(['user.registered']);

    expect((await moveTo('moved.done@example.com')).statusCode).toBe(200);
    expect((await t.app.repos.users.findById(client.user.id))?.email).toBe('moved.done@example.com');
    expect(await notices()).toEqual({ outbox: [{ status: 'sent' }], sent: 1 });
    expect(await eventsOf(client.user.id)).toEqual(['user.registered', 'user.email_changed']);
  });

  it('keeps the old password and the open sessions when the change’s event fails', async () => {
    const client = await registerClient(t);
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: cookieHeader(t, client.cookie),
        payload: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    const signedIn = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, client.cookie) })).statusCode;

    const failed = await whileEventsFail(change);
    expect(failed.statusCode).toBe(500);
    expect(await signedIn()).toBe(200);
    expect(await eventsOf(client.user.id)).toEqual(['user.registered']);

    expect((await change()).statusCode).toBe(200);
    // Every session of the account ended with the change (the answer carries this browser a new one).
    expect(await signedIn()).toBe(401);
    expect(await eventsOf(client.user.id)).toEqual(['user.registered', 'user.password_changed']);
  });
});
