import { addDaysToDate, weekdayOf } from '@ta/shared';
import { InsertQueryNode, type KyselyPlugin, type QueryId } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TransactionMailer } from '../../../mail/mailer.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { bookingBody } from '../../../../test/support/contact-requests.js';
import { weekdayFrom } from '../../../../test/support/dates.js';

/** Faults injected after a write, inside the service's transaction only (the app's own handle is left alone). */
const fault = { events: false, mail: false };

/** On a transaction: an activity event's INSERT runs, then fails while `fault.events` is set. */
function failingEvents(): KyselyPlugin {
  const eventInserts = new WeakSet<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'events') eventInserts.add(queryId);
      return node;
    },
    async transformResult({ queryId, result }) {
      if (fault.events && eventInserts.has(queryId)) throw new Error('the activity event could not be written');
      return result;
    },
  };
}

// A write, its activity event and its e-mails are stored together or not at all (docs/architecture.md,
// "Handler → service → repository"): a fault after the write leaves nothing of it.
describe.each(engines)('appointments: a write with its event and e-mails on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    fault.events = false;
    fault.mail = false;
    t = await buildTestApp(engine, { rateLimits: false });
    admin = await createStaff(t, 'admin');
    // The services' transactions run with the events fault; their mailer writes the outbox row, then
    // fails when told to.
    const transaction = t.app.db.transaction.bind(t.app.db);
    vi.spyOn(t.app.db, 'transaction').mockImplementation(() => {
      const builder = transaction();
      const execute = builder.execute.bind(builder);
      vi.spyOn(builder, 'execute').mockImplementation((work) =>
        execute((trx) => work(trx.withPlugin(failingEvents()))),
      );
      return builder;
    });
    const within = t.app.mailer.within.bind(t.app.mailer);
    vi.spyOn(t.app.mailer, 'within').mockImplementation((outbox) => {
      const mailer = within(outbox);
      const failing: TransactionMailer = {
        ...mailer,
        async send(message) {
          const id = await mailer.send(message);
          if (fault.mail) throw new Error('the e-mail could not be written');
          return id;
        },
      };
      return failing;
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
  const events = (prefix: string) =>
    t.app.db.selectFrom('events').select('type').where('type', 'like', `${prefix}%`).execute();
  const outbox = () => t.app.db.selectFrom('emailOutbox').select('kind').execute();
  const appointments = () => t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute();

  it('books a staff appointment with its event and confirmation, or nothing when the e-mail fails', async () => {
    fault.mail = true;
    const failed = await call('POST', '/api/admin/appointments', admin.cookie, bookingBody);
    expect(failed.statusCode).toBe(500);
    expect(await appointments()).toEqual([]);
    expect(await events('appointment.')).toEqual([]);
    expect(await outbox()).toEqual([]);

    fault.mail = false;
    const booked = await call('POST', '/api/admin/appointments', admin.cookie, bookingBody);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await appointments()).toHaveLength(1);
    expect(await events('appointment.')).toEqual([{ type: 'appointment.created' }]);
    expect((await outbox()).length).toBeGreaterThan(0);
  });

  it('moves a client visit in its claim with its event and notices, or leaves it as it was', async () => {
    const staffId = admin.user.id;
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId, weekday, starts: '08:00', ends: '18:00' })))
      .execute();
    const day1 = weekdayFrom(5);
    let day2 = addDaysToDate(day1, 1);
    while (weekdayOf(day2) === 0 || weekdayOf(day2) === 6) day2 = addDaysToDate(day2, 1);
    const client = await registerClient(t);
    const visit = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Dorothy Baker',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId,
      appointmentDate: day1,
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
    });
    const before = await appointments();
    const sentBefore = (await outbox()).length;
    const move = () => call('POST', `/api/appointments/${visit.id}/move`, client.cookie, { slot: `${day2}T14:00` });

    fault.mail = true;
    expect((await move()).statusCode).toBe(500);
    expect(await appointments()).toEqual(before);
    expect(await events('appointment.')).toEqual([]);
    expect(await outbox()).toHaveLength(sentBefore);

    fault.mail = false;
    const moved = await move();
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await appointments()).toMatchObject([{ appointmentDate: day2, calendarSequence: 1 }]);
    expect(await events('appointment.')).toEqual([{ type: 'appointment.updated' }]);
    expect((await outbox()).length).toBeGreaterThan(sentBefore);
  });

  it('changes opening hours with their event, or keeps the old ones when the event fails', async () => {
    const hours = () => t.app.db.selectFrom('businessHours').selectAll().orderBy('weekday').execute();
    const seeded = await hours();
    const put = () =>
      call('PUT', '/api/admin/availability/opening-hours', admin.cookie, {
        hours: [{ weekday: 2, opens: '13:00', closes: '17:00' }],
      });

    fault.events = true;
    expect((await put()).statusCode).toBe(500);
    expect(await hours()).toEqual(seeded);
    expect(await events('availability.')).toEqual([]);

    fault.events = false;
    expect((await put()).statusCode).toBe(200);
    expect(await hours()).toHaveLength(1);
    expect(await events('availability.')).toEqual([{ type: 'availability.opening-hours-changed' }]);
  });
});
