import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffVisit } from '@ta/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { newSecretsKey } from '../../src/lib/secret-box.js';
import { whileSchemasStable, type FreshDatabase } from '../fresh-database.js';
import type { TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { freePort, startServer, type ServerProcess } from '../server-process.js';
import { startTestBucket, type TestBucket } from '../support/s3-bucket.js';
import { as, houseWithVisit } from '../support/home-watch.js';
import {
  ended,
  expectPhotoFromAOnB,
  postgresSchema,
  testDatabaseUrl,
  testRedisUrl,
  twoInstances,
  type TwoInstances,
} from './support.js';

/**
 * The many-machine layout (docs/deployment.md, "Web and worker instances"): two web instances with
 * WORKER=false and one worker with LISTEN=false (`npm run worker`), on one PostgreSQL schema, rate limits
 * in Redis, files in one S3-protocol bucket and mail to one SMTP server. The web instances answer and
 * queue; only the worker makes reports and delivers e-mail.
 */
/** The ids of the jobs of a kind in pg-boss's tables (the app's schema). */
async function jobIds(t: TestApp, kind: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from job where name = ${kind}
    union all select id from archive where name = ${kind}`.execute(t.app.db);
  return rows.map((row) => row.id);
}

describe.runIf(testDatabaseUrl && testRedisUrl)('web instances and a worker apart', () => {
  let database: FreshDatabase & { databaseUrl: string };
  let bucket: TestBucket;
  let mailbox: Mailbox;
  let web: TwoInstances | undefined;
  let worker: ServerProcess | undefined;
  let workerDir: string;
  let env: NodeJS.ProcessEnv;
  /** A third web instance, in this process, to run a visit through the API (the staff member's phone). */
  let t: TestApp | undefined;

  beforeAll(async () => {
    database = await postgresSchema();
    bucket = await startTestBucket();
    mailbox = await startMailbox();
    env = {
      DATABASE_URL: database.databaseUrl,
      ...bucket.env,
      SMTP_URL: mailbox.url,
      REDIS_URL: testRedisUrl,
      SECRETS_KEY: newSecretsKey(),
      JOBS_POLL_SECONDS: '0.5',
    };
    web = await twoInstances({ ...env, WORKER: 'false' });

    const config = loadConfig(
      { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' },
      { databaseUrl: database.databaseUrl, smtpUrl: mailbox.url, worker: false, secretsKey: env.SECRETS_KEY as string },
    );
    const app = await whileSchemasStable(() => buildApp(config, { logger: false }));
    await app.ready();
    t = { app, config, database, close: () => app.close() };
  });
  afterAll(async () => {
    await t?.close();
    if (worker) await ended(worker);
    await web?.stop();
    if (workerDir) fs.rmSync(workerDir, { recursive: true, force: true });
    await database?.cleanup();
    await bucket?.stop();
    await mailbox?.stop();
  });

  it('serves on one web instance a photo uploaded through the other, from the bucket', async () => {
    const { a, b } = web as TwoInstances;
    await expectPhotoFromAOnB(a, b);
  });

  it('queues a finished visit’s report on the web side; the worker, once started, makes it and mails it', async () => {
    const test = t as TestApp;
    const { owner, staff, visitId } = await houseWithVisit(test);
    const visits = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      test.app.inject({
        method,
        url: `/api/admin/visits${url}`,
        headers: as(test, staff),
        ...(payload ? { payload } : {}),
      });
    const { items } = (await visits('POST', `/${visitId}/start`)).json<StaffVisit>();
    for (const item of items)
      expect((await visits('PUT', `/${visitId}/items/${item.id}`, { answer: 'ok' })).statusCode).toBe(200);
    expect((await visits('POST', `/${visitId}/finish`, { result: 'all-clear' })).statusCode).toBe(200);

    // No worker yet: the web instances only queue. The report's job waits, and nothing is mailed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox.received).toEqual([]);
    const waiting = await test.app.jobs.statuses('visit-report', await jobIds(test, 'visit-report'));
    expect([...waiting.values()].map((job) => job.state)).toEqual(['waiting']);

    workerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rel-worker-'));
    worker = startServer(workerDir, await freePort(), { ...env, LISTEN: 'false' });
    const running = worker;
    await whileSchemasStable(() => running.waitForLog((line) => line.msg === 'Trusted Assistance worker is running'));

    const report = await vi.waitFor(() => mailbox.latestTo(owner.body.email as string, 'Home check report'), {
      timeout: 30_000,
      interval: 200,
    });
    expect(report.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
    const done = await test.app.jobs.statuses('visit-report', await jobIds(test, 'visit-report'));
    expect([...done.values()].map((job) => job.state)).toEqual(['done']);
  });

  it('answers HTTP only on the web instances; the worker listens on no port', async () => {
    const { a, b } = web as TwoInstances;
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await expect(fetch(`${(worker as ServerProcess).url}/readyz`)).rejects.toThrow();
  });
});
