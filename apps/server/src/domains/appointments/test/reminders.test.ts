import { businessToday } from '@ta/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { NewAppointment } from '../appointments-repository.js';
import { sendDueReminders } from '../appointment-reminders.js';
import { engines, freshDatabase, whileSchemasStable } from '../../../../test/fresh-database.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';
import { jobContextOf } from '../../../../test/support/jobs.js';

/** 10:00 in New York (EDT) on 14 July 2099: every time below is relative to this. */
const NOW = new Date('2099-07-14T14:00:00Z');

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/New_York',
});
/** The New York date and HH:mm of an instant. */
const wallClock = (instant: Date) => ({ date: businessToday(instant), time: clock.format(instant) });

const contextOf = (app: App) => jobContextOf(app);

describe.each(engines)('appointment reminders on %s', (engine) => {
  let t: TestApp;
  let second: App | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await second?.close();
    second = undefined;
    await t.close();
  });

  const appointment = (app: App, overrides: Partial<NewAppointment> = {}) =>
    app.repos.appointments.create({
      clientId: null,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-14',
      startTime: '12:00',
      endTime: '13:00',
      ...overrides,
    });
  const reminders = (app: App) =>
    app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'appointment-reminder').orderBy('id').execute();
  const flag = async (app: App, id: number) =>
    (await app.db.selectFrom('appointments').select('reminderSent').where('id', '=', id).executeTakeFirstOrThrow())
      .reminderSent;

  it('reminds of what starts in the next 24 hours, once, and of nothing else', async () => {
    t = await buildTestApp(engine);
    const { app } = t;
    const inTwoHours = await appointment(app, { notes: 'Bring the spare key', location: '12 Palm Way' });
    const tomorrowMorning = await appointment(app, {
      appointmentDate: '2099-07-15',
      startTime: '09:30',
      endTime: '10:30',
      clientEmail: 'walter@example.com',
      clientName: 'Walter Green',
    });
    const notYet = await appointment(app, { appointmentDate: '2099-07-15', startTime: '10:30', endTime: '11:30' });
    const startedAlready = await appointment(app, { startTime: '09:00', endTime: '11:00' });
    const cancelled = await appointment(app, { startTime: '15:00', endTime: '16:00', status: 'cancelled' });
    const completed = await appointment(app, { startTime: '16:00', endTime: '17:00', status: 'completed' });
    const remindedBefore = await appointment(app, { startTime: '17:00', endTime: '18:00' });
    await app.db.updateTable('appointments').set({ reminderSent: true }).where('id', '=', remindedBefore.id).execute();

    const sent = await sendDueReminders(contextOf(app), NOW);
    expect(sent).toEqual([inTwoHours.id, tomorrowMorning.id]);
    const mail = await reminders(app);
    expect(mail.map((m) => m.toAddress)).toEqual(['dorothy@example.com', 'walter@example.com']);
    expect(mail[0]?.subject).toBe(
      'Reminder: your Home Assistance appointment on Tuesday, July 14, 2099, 12:00 PM to 1:00 PM',
    );
    expect(mail[0]?.textBody).toContain('Place: 12 Palm Way');
    expect(mail[0]?.textBody).toContain('Bring the spare key');
    expect(await flag(app, inTwoHours.id)).toBe(true);
    for (const other of [notYet, startedAlready, cancelled, completed]) expect(await flag(app, other.id)).toBe(false);

    // Again: nothing more.
    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([]);
    expect(await reminders(app)).toHaveLength(2);

    // An hour later the next one is due.
    expect(await sendDueReminders(contextOf(app), new Date(NOW.getTime() + 60 * 60 * 1000))).toEqual([notYet.id]);
  });

  it('sends no reminder of a home-watch visit: the owner is away, and gets its report instead', async () => {
    t = await buildTestApp(engine);
    const { app } = t;
    const owner = await app.repos.users.create({
      username: 'snowbird',
      email: 'snowbird@example.com',
      firstName: 'Helen',
      lastName: 'Porter',
      role: 'client',
      passwordHash: 'not-used',
    });
    const property = await app.repos.properties.create(
      owner.id,
      {
        label: null,
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
        awayFrom: null,
        awayUntil: null,
        alarmCompany: null,
        emergencyContacts: null,
        preferredVendors: null,
      },
      null,
    );
    await inOwnTransaction(app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date: '2099-07-14',
        startTime: '12:00',
        endTime: '13:00',
        staffId: null,
        kind: 'routine',
      }),
    );
    const errand = await appointment(app);

    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([errand.id]);
    expect((await reminders(app)).map((m) => m.toAddress)).toEqual(['dorothy@example.com']);
  });

  it('gives the claim back when the reminder cannot be written, and sends it on the next run', async () => {
    t = await buildTestApp(engine);
    const { app } = t;
    const due = await appointment(app);
    vi.spyOn(app.log, 'error').mockImplementation(() => undefined);
    vi.spyOn(app.mailer, 'send').mockRejectedValueOnce(new Error('disk full'));
    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([]);
    expect(await flag(app, due.id)).toBe(false);
    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([due.id]);
    expect(await flag(app, due.id)).toBe(true);
  });

  it('a rescheduled appointment is reminded again before its new time', async () => {
    t = await buildTestApp(engine);
    const { app } = t;
    const due = await appointment(app);
    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([due.id]);
    await app.repos.appointments.update(due.id, { startTime: '18:00', endTime: '19:00' });
    expect(await flag(app, due.id)).toBe(false);
    expect(await sendDueReminders(contextOf(app), NOW)).toEqual([due.id]);
  });

  it('keeps one reminder sweep a period, whoever adds it', async () => {
    t = await buildTestApp(engine);
    const { app } = t;
    const add = () => app.jobs.add(app.db, 'reminders', {}, { oncePerSeconds: 1 });
    // Wait for the start of a second, so the adds below fall in one period and the next.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));
    expect(await add()).not.toBeNull();
    // Another instance, or a later tick of the same period: nothing added.
    expect(await add()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The next period has its own.
    expect(await add()).not.toBeNull();
  });

  it('runs from the jobs plugin when jobs are on, and stops on close', async () => {
    // An appointment two hours from now, in the database before the server starts.
    const database = await freshDatabase(engine);
    const soon = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const { date, time } = wallClock(soon);
    const end = wallClock(new Date(soon.getTime() + 30 * 60 * 1000));
    await database.handle.db
      .insertInto('appointments')
      .values({
        clientId: null,
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        serviceTypeId: 1,
        appointmentDate: date,
        startTime: time,
        endTime: end.date === date ? end.time : '23:59',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }, { jobs: true });
    const app = await whileSchemasStable(() => buildApp(config, { database: database.handle, logger: false }));
    t = { app, config, database, close: async () => database.cleanup() };
    await whileSchemasStable(async () => {
      await app.ready();
    });
    await vi.waitFor(async () => expect(await reminders(app)).toHaveLength(1), { timeout: 5000 });
    await app.close();
  });

  // Two instances share one database only on PostgreSQL; SQLite allows one server per file.
  if (engine === 'postgres')
    it('sends exactly one reminder per appointment with two server instances on one PostgreSQL', async () => {
      t = await buildTestApp(engine);
      const config = loadConfig(
        { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' },
        { databaseUrl: t.database.databaseUrl },
      );
      const other = await whileSchemasStable(() => buildApp(config, { logger: false }));
      second = other;
      await whileSchemasStable(async () => {
        await other.ready();
      });

      const due: number[] = [];
      for (let i = 0; i < 20; i++) {
        const minutes = 30 + i * 60; // every hour from 10:30 New York time, the last one tomorrow at 05:30
        const start = wallClock(new Date(NOW.getTime() + minutes * 60 * 1000));
        const end = start.time.replace(/:30$/, ':59');
        due.push((await appointment(t.app, { appointmentDate: start.date, startTime: start.time, endTime: end })).id);
      }
      // Each instance sees the other's writes: they share one schema.
      expect(await second.repos.appointments.findById(due[0] ?? 0)).toBeDefined();

      // The claims alone: every instance scans at once, many times over.
      const a = contextOf(t.app);
      const b = contextOf(second);
      const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => sendDueReminders(i % 2 ? a : b, NOW)));
      const sent = runs.flat();
      expect(sent.sort((x, y) => x - y)).toEqual([...due].sort((x, y) => x - y));
      expect(new Set(sent).size).toBe(sent.length);
      expect(await reminders(t.app)).toHaveLength(20);

      // The scheduled sweep added by both instances for one period: one job, run by one worker.
      // Two hours from the real now: the sweep runs at the real time.
      const soon = wallClock(new Date(Date.now() + 2 * 60 * 60 * 1000));
      const soonEnd = wallClock(new Date(Date.now() + 2.5 * 60 * 60 * 1000));
      const more = await appointment(t.app, {
        appointmentDate: soon.date,
        startTime: soon.time,
        endTime: soonEnd.date === soon.date ? soonEnd.time : '23:59',
      });
      const added = await Promise.all(
        [t.app, other, t.app, other].map((app) => app.jobs.add(app.db, 'reminders', {}, { oncePerSeconds: 300 })),
      );
      expect(added.filter((id) => id !== null)).toHaveLength(1);
      await Promise.all([t.app.mailer.flush(), other.mailer.flush()]);
      expect(await flag(t.app, more.id)).toBe(true);
      const all = await reminders(second);
      expect(all).toHaveLength(21);
      const perAppointment = new Map<string, number>();
      for (const m of all) perAppointment.set(m.subject, (perAppointment.get(m.subject) ?? 0) + 1);
      expect([...perAppointment.values()].every((n) => n === 1)).toBe(true);
    });
});
