import { addDaysToDate, weekdayOf } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { bookingBody } from '../../../../test/support/contact-requests.js';
import { weekdayFrom } from '../../../../test/support/dates.js';
import {
  watchTransactions,
  type TransactionFaults,
  type WatchedTransactions,
} from '../../../../test/support/transaction-faults.js';

// A write, its activity event and its e-mails are stored together or not at all (docs/architecture.md,
// "Handler → service → repository"): a fault after the write leaves nothing of it.
describe.each(engines)('appointments: a write with its event and e-mails on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  /** Faults inside the services' transactions only (the app's own handle is left alone), set per step. */
  let faults: TransactionFaults;
  let watch: WatchedTransactions;
  beforeEach(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    admin = await createStaff(t, 'admin');
    faults = {};
    watch = watchTransactions(t.app.db, faults);
  });
  afterEach(async () => {
    watch.stop();
    await t.close();
  });
  const failMail = () => (faults.failInsert = { into: 'emailOutbox', every: true });
  const failEvents = () => (faults.failInsert = { into: 'events', every: true });
  const failNothing = () => delete faults.failInsert;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
  const events = (prefix: string) =>
    t.app.db.selectFrom('events').select('type').where('type', 'like', `${prefix}%`).orderBy('id').execute();
  const outbox = () => t.app.db.selectFrom('emailOutbox').select('kind').orderBy('id').execute();
  const appointments = () => t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute();

  it('books a staff appointment with its event and confirmation, or nothing when the e-mail fails', async () => {
    failMail();
    const failed = await call('POST', '/api/admin/appointments', admin.cookie, bookingBody);
    expect(failed.statusCode).toBe(500);
    expect(await appointments()).toEqual([]);
    expect(await events('appointment.')).toEqual([]);
    expect(await outbox()).toEqual([]);

    failNothing();
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

    failMail();
    expect((await move()).statusCode).toBe(500);
    expect(await appointments()).toEqual(before);
    expect(await events('appointment.')).toEqual([]);
    expect(await outbox()).toHaveLength(sentBefore);

    failNothing();
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

    failEvents();
    expect((await put()).statusCode).toBe(500);
    expect(await hours()).toEqual(seeded);
    expect(await events('availability.')).toEqual([]);

    failNothing();
    expect((await put()).statusCode).toBe(200);
    expect(await hours()).toHaveLength(1);
    expect(await events('availability.')).toEqual([{ type: 'availability.opening-hours-changed' }]);
  });
});
