import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { startMailbox, type Mailbox } from '../../../../test/mailbox.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';
import { houseOf } from '../../../../test/support/home-watch.js';

// A home-watch change, its activity event and its e-mails are stored together or not at all
// (domains/service-context.ts `inTransaction`); the e-mails leave after the commit.
describe.each(engines)('home-watch writes in one transaction on %s', (engine) => {
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

  it('adds a visit with its event and the owner’s notice, or none of them when the event fails', async () => {
    const admin = await createStaff(t, 'admin');
    const owner = await registerClient(t);
    const property = await houseOf(t, owner.user.id);
    const add = (date: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${property.id}/visits`,
        headers: cookieHeader(t, admin.cookie),
        payload: { date, startTime: '14:00', staffId: admin.user.id },
      });
    const stored = async () => {
      await t.app.mailer.flush();
      return {
        visits: (
          await t.app.db
            .selectFrom('propertyVisits as v')
            .innerJoin('appointments as a', 'a.id', 'v.appointmentId')
            .select('a.appointmentDate')
            .where('v.propertyId', '=', property.id)
            .execute()
        ).map((v) => v.appointmentDate),
        events: (
          await t.app.db
            .selectFrom('events')
            .select('type')
            .where('subjectType', '=', 'property')
            .where('subjectId', '=', property.id)
            .orderBy('id')
            .execute()
        ).map((e) => e.type),
        outbox: (
          await t.app.db
            .selectFrom('emailOutbox')
            .select('status')
            .where('toAddress', '=', owner.body.email)
            .where('kind', '=', 'visit-added')
            .orderBy('id')
            .execute()
        ).map((m) => m.status),
        sent: mailbox.received.filter((m) => m.rcptTo.includes(owner.body.email)).length - before,
      };
    };
    await t.app.mailer.flush();
    const before = mailbox.received.filter((m) => m.rcptTo.includes(owner.body.email)).length;

    const undo = watchTransactions(t.app.db, { failInsert: { into: 'events', every: true } }).stop;
    const failed = await add('2099-06-01').finally(undo);
    expect(failed.statusCode).toBe(500);
    expect(await stored()).toEqual({ visits: [], events: [], outbox: [], sent: 0 });

    const done = await add('2099-06-02');
    expect(done.statusCode, done.body).toBe(201);
    expect(await stored()).toEqual({ visits: ['2099-06-02'], events: ['visit.added'], outbox: ['sent'], sent: 1 });
  });
});
