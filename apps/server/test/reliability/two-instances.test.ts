import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { businessToday } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppointmentsRepository } from '../../src/domains/appointments/appointments-repository.js';
import type { FreshDatabase } from '../fresh-database.js';
import { uniqueUser } from '../helper.js';
import type { LogLine, ServerProcess } from '../server-process.js';
import {
  call,
  expectPhotoFromAOnB,
  postgresSchema,
  testDatabaseUrl,
  testRedisUrl,
  twoInstances,
  type TwoInstances,
} from './support.js';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/New_York',
});

/** A New York date and start/end times about two hours from now, within one day. */
function dueSoon(now = new Date()) {
  const start = new Date(now.getTime() + 2 * 60 * 60 * 1000);
  const startTime = clock.format(start);
  const end = clock.format(new Date(start.getTime() + 30 * 60 * 1000));
  return { appointmentDate: businessToday(start), startTime, endTime: end > startTime ? end : '23:59' };
}

/** Runs of the reminder sweep on either instance: the queue gives each period's run to one worker. */
const jobRuns = (servers: ServerProcess[]) =>
  servers.flatMap((s) => s.logs).filter((l: LogLine) => l.msg === 'scheduled job finished' && l.job === 'reminders')
    .length;

/**
 * Several instances on PostgreSQL (docs/deployment.md): two real server processes on one
 * schema, with database file storage (two-instances-s3.test.ts: a bucket), jobs on, and rate
 * limits in Redis under one prefix. Chat between instances is covered by chat-socket.test.ts.
 */
describe.runIf(testDatabaseUrl && testRedisUrl)('two server processes on one PostgreSQL', () => {
  let database: FreshDatabase;
  let instances: TwoInstances | undefined;
  let a: ServerProcess;
  let b: ServerProcess;
  let appointmentId: number;

  beforeAll(async () => {
    database = await postgresSchema();
    // Due before either instance starts: both run the reminder job at once when they start.
    ({ id: appointmentId } = await createAppointmentsRepository(database.handle.db).create({
      clientId: null,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      serviceTypeId: 1,
      ...dueSoon(),
    }));
    const env = {
      DATABASE_URL: database.databaseUrl,
      FILE_STORAGE: 'database',
      JOBS: 'true',
      JOBS_INTERVAL_SECONDS: '1',
      JOBS_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'debug',
      RATE_LIMITS: 'true',
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: `ta-rel-${randomBytes(6).toString('hex')}:`,
    };
    instances = await twoInstances(env);
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.stop();
    await database?.cleanup();
  });

  it('shares sessions: made on A, valid on B; logged out on A, ended on B', async () => {
    const registered = await call(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(uniqueUser()),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] as string)
      .find((c) => c.startsWith('__Host-ta_session='));
    expect(cookie).toBeDefined();
    const headers = { cookie: cookie as string };

    const onB = await call(`${b.url}/api/user`, { headers });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { role: string }).role).toBe('client');
    expect((await call(`${a.url}/api/logout`, { method: 'POST', headers })).status).toBe(200);
    expect((await call(`${b.url}/api/user`, { headers })).status).toBe(401);
  });

  it('serves on B a photo uploaded through A (database file storage)', async () => {
    await expectPhotoFromAOnB(a, b);
    // Nothing on either instance's disk: the bytes live in the database.
    for (const dir of instances?.dataDirs ?? []) expect(fs.existsSync(path.join(dir, 'photos'))).toBe(false);
  });

  it('sends a due reminder once, with both instances running the job', async () => {
    // Several runs each after the reminder went out: any second sending would have happened.
    const runs = jobRuns([a, b]);
    await vi.waitFor(() => expect(jobRuns([a, b])).toBeGreaterThanOrEqual(runs + 3), {
      timeout: 30_000,
      interval: 100,
    });
    const reminders = await database.handle.db
      .selectFrom('emailOutbox')
      .select(['toAddress', 'subject'])
      .where('kind', '=', 'appointment-reminder')
      .orderBy('id')
      .execute();
    expect(reminders.map((r) => r.toAddress)).toEqual(['dorothy@example.com']);
    const sentLogs = [a, b].flatMap((s) => s.logs.filter((l) => l.msg === 'appointment reminders sent'));
    expect(sentLogs.map((l) => l.count)).toEqual([1]);
    const appointment = await database.handle.db
      .selectFrom('appointments')
      .select('reminderSent')
      .where('id', '=', appointmentId)
      .executeTakeFirstOrThrow();
    expect(appointment.reminderSent).toBe(true);
  });

  it('shares rate limits through Redis: 30 tracking lookups split over A and B, then 429 on both', async () => {
    const lookup = async (server: ServerProcess) => (await call(`${server.url}/api/contact/track/TA-ABCD-EFGH`)).status;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push(await lookup(a), await lookup(b));
    expect(statuses).toEqual(Array(30).fill(404));
    expect([await lookup(a), await lookup(b)]).toEqual([429, 429]);
  });
});
