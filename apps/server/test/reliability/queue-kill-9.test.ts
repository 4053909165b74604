import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, type FreshDatabase } from '../fresh-database.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { freePort, startServer, type ServerProcess } from '../server-process.js';
import { landingPayload } from '../support/contact-requests.js';
import { ended, listening, NO_HANG, postgresSchema } from './support.js';

interface Place {
  engine: string;
  dataDir: string;
  database: FreshDatabase | undefined;
}

/** Rows of the server's database: its SQLite file (read-only, beside the server), or its PostgreSQL schema. */
async function query<T>(place: Place, sqliteText: string, postgresText: ReturnType<typeof sql<T>>): Promise<T[]> {
  if (place.engine === 'postgres' && place.database) return (await postgresText.execute(place.database.handle.db)).rows;
  const db = new SQLite(path.join(place.dataDir, 'trusted-assistance.sqlite'), { readonly: true });
  try {
    return db.prepare(sqliteText).all() as T[];
  } finally {
    db.close();
  }
}

const activeEmailJobs = (place: Place) =>
  query<{ id: string }>(
    place,
    `select id from queued_jobs where kind = 'email' and state = 'active'`,
    sql`select id from job where name = 'email' and state = 'active'`,
  );

const outboxRows = (place: Place) =>
  query<{ to: string; status: string; tries: number }>(
    place,
    `select to_address as "to", status, tries from email_outbox`,
    sql`select to_address as "to", status, tries from email_outbox`,
  );

async function until(what: string, done: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * A worker stopped in the middle of delivering an e-mail (the mail server has not answered), then started
 * again on the same data: the message arrives once.
 * - SIGKILL leaves the job running. SQLite: the restarted process takes it as lost and tries it at once.
 *   PostgreSQL: pg-boss's maintenance finds the run outlived its time (shortened here from two minutes).
 * - SIGTERM: the worker waits for the run within half the shutdown time, then hands the job back (pg-boss
 *   fails it, counting a try; the embedded queue puts it back), and the process ends cleanly (exit 0).
 * On PostgreSQL the test brings a retry's backoff to now.
 */
describe.concurrent('stopping a worker while it delivers an e-mail', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function stopMidDelivery(engine: string, signal: 'SIGKILL' | 'SIGTERM') {
    const mailbox: Mailbox = await startMailbox();
    const place: Place = {
      engine,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'rel-queue-kill-')),
      database: undefined,
    };
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const server of servers) await ended(server);
      await place.database?.cleanup();
      await mailbox.stop();
      fs.rmSync(place.dataDir, { recursive: true, force: true });
    });
    const env: NodeJS.ProcessEnv = {
      SMTP_URL: mailbox.url,
      JOBS_MAINTENANCE_SECONDS: '1',
      SHUTDOWN_TIMEOUT_SECONDS: '4',
    };
    if (engine === 'postgres') {
      const schema = await postgresSchema();
      place.database = schema;
      env.DATABASE_URL = schema.databaseUrl;
    }
    /** A statement on the PostgreSQL schema; nothing on SQLite, whose driver needs no help. */
    const onPostgres = async (statement: ReturnType<typeof sql>) => {
      if (place.database) await statement.execute(place.database.handle.db);
    };
    const first = startServer(place.dataDir, await freePort(), env);
    servers.push(first);
    await listening(first);

    // A request whose confirmation e-mail the mail server takes in and never answers.
    const hung = mailbox.hang();
    const res = await fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(landingPayload),
      signal: AbortSignal.timeout(NO_HANG),
    });
    expect(res.status).toBe(201);
    await hung;
    first.child.kill(signal);
    if (signal === 'SIGKILL') {
      expect(await first.exited).toBe('SIGKILL');
      expect(await activeEmailJobs(place)).not.toEqual([]);
    } else {
      // Ended cleanly within the shutdown time, the job handed back rather than left running.
      expect(await first.exited).toBe(0);
      expect(await activeEmailJobs(place)).toEqual([]);
    }
    const written = await outboxRows(place);
    expect(written.map((r) => r.to)).toContain(landingPayload.email);

    mailbox.refuse(null);
    // pg-boss takes a run as lost after the kind's time (two minutes): one second here.
    await onPostgres(sql`update job set expire_in = interval '1 second' where name = 'email' and state = 'active'`);
    const second = startServer(place.dataDir, await freePort(), env);
    servers.push(second);
    await listening(second);
    await until('every message sent', async () => {
      await onPostgres(sql`update job set start_after = now() - interval '1 second' where state = 'retry'`);
      return (await outboxRows(place)).every((r) => r.status === 'sent');
    });
    // The one stopped mid-delivery took two tries; none arrived twice, even a while later.
    const sent = await outboxRows(place);
    expect(sent.find((r) => r.to === landingPayload.email)?.tries).toBe(2);
    await sleep(1500);
    for (const row of sent) {
      expect(
        mailbox.received.filter((m) => m.rcptTo.includes(row.to)),
        row.to,
      ).toHaveLength(1);
    }
  }

  it.each(engines)(
    'kill -9: delivers the message once after the restart on %s',
    (engine) => stopMidDelivery(engine, 'SIGKILL'),
    60_000,
  );
  it.each(engines)(
    'SIGTERM: hands the job back and delivers the message once after the restart on %s',
    (engine) => stopMidDelivery(engine, 'SIGTERM'),
    60_000,
  );
});
