import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { watchTransactions, type WatchedTransactions } from '../../../../test/support/transaction-faults.js';

// An invoice (with its number), its activity event and its e-mail are stored together or not at all, and the
// e-mail leaves after the commit (domains/invoices/invoice-making.ts); so are a payment, its event and its
// receipt (domains/invoices/invoices.ts).
describe.each(engines)('invoices in one transaction on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let watch: WatchedTransactions | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url });
    staff = await createStaff(t, 'staff');
    client = await registerClient(t, { firstName: 'Dorothy', lastName: 'Baker' });
  });
  afterEach(async () => {
    watch?.stop();
    watch = undefined;
    await t.close();
  });

  /** A completed visit of the client's. */
  async function visit(): Promise<number> {
    const row = await t.app.db
      .insertInto('appointments')
      .values({
        clientId: client.user.id,
        contactRequestId: null,
        clientName: 'Dorothy Baker',
        clientEmail: client.body.email,
        clientPhone: null,
        serviceTypeId: 1,
        staffId: null,
        appointmentDate: '2026-03-10',
        startTime: '10:00',
        endTime: '13:00',
        status: 'completed',
        notes: null,
        location: null,
        reminderSent: false,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: cookieHeader(t, staff.cookie), payload });

  const stored = async () => ({
    invoices: await t.app.db.selectFrom('invoices').select(['number', 'paidCents']).orderBy('id').execute(),
    payments: await t.app.db.selectFrom('payments').select('amountCents').orderBy('id').execute(),
    events: (
      await t.app.db
        .selectFrom('events')
        .select('type')
        .where((eb) => eb.or([eb('type', 'like', 'invoice.%'), eb('type', 'like', 'payment.%')]))
        .orderBy('id')
        .execute()
    ).map((e) => e.type),
    outbox: await t.app.db
      .selectFrom('emailOutbox')
      .select(['kind', 'status'])
      .where('kind', 'in', ['invoice', 'payment-receipt'])
      .orderBy('id')
      .execute(),
  });

  it('stores no invoice, takes no number and sends nothing when its activity event cannot be recorded', async () => {
    const appointmentId = await visit();
    const received = mailbox.received.length;
    watch = watchTransactions(t.app.db, { failInsert: { into: 'events' } });
    expect((await post(`/api/admin/appointments/${appointmentId}/invoice`)).statusCode).toBe(500);
    // The number was taken and the invoice written before the event failed, in the same transaction.
    expect(watch.writes).toEqual(['update numberSequences', 'insert invoices', 'insert invoiceLines', 'insert events']);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored()).toEqual({ invoices: [], payments: [], events: [], outbox: [] });
    expect(mailbox.received.length).toBe(received);

    // The number was rolled back with it: the next invoice takes it.
    const made = await post(`/api/admin/appointments/${appointmentId}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    expect((await stored()).invoices).toEqual([{ number: 1, paidCents: 0 }]);
  });

  it('stores the invoice with its event and e-mail, and sends the e-mail only after the commit', async () => {
    const appointmentId = await visit();
    const received = mailbox.received.length;
    let sentBeforeCommit = -1;
    watch = watchTransactions(t.app.db, {
      beforeCommit: async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sentBeforeCommit = mailbox.received.length - received;
      },
    });
    const made = await post(`/api/admin/appointments/${appointmentId}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    expect(sentBeforeCommit).toBe(0);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored()).toEqual({
      invoices: [{ number: 1, paidCents: 0 }],
      payments: [],
      events: ['invoice.created'],
      outbox: [{ kind: 'invoice', status: 'sent' }],
    });
    expect(mailbox.received.slice(received).filter((m) => m.rcptTo.includes(client.body.email))).toHaveLength(1);
  });

  it('records no payment and sends no receipt when the receipt cannot be written to the outbox', async () => {
    const made = await post(`/api/admin/appointments/${await visit()}/invoice`);
    const invoiceId = made.json<{ id: number }>().id;
    await t.app.mailer.flush();
    const before = await stored();
    const received = mailbox.received.length;

    watch = watchTransactions(t.app.db, { failInsert: { into: 'emailOutbox' } });
    const paid = await post(`/api/admin/invoices/${invoiceId}/payments`, {
      amount: '10.00',
      method: 'cash',
      receivedOn: '2026-03-10',
    });
    expect(paid.statusCode).toBe(500);
    expect(watch.writes).toEqual(['insert payments', 'update invoices', 'insert events', 'insert emailOutbox']);
    watch.stop();

    await t.app.mailer.flush();
    expect(await stored()).toEqual(before);
    expect(mailbox.received.length).toBe(received);
  });
});
