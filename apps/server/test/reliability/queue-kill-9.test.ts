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
 * A worker killed with SIGKILL in the middle of delivering an e-mail (the mail server has not answered)
 * leaves the job; after a restart on the same data it runs again and the message arrives once.
 * SQLite: the restarted process takes the job left running as lost and tries it at once. PostgreSQL:
 * pg-boss's maintenance finds the run outlived its time (shortened here from two minutes) and it is
 * retried; the test brings that retry's backoff to now.
 */
describe.concurrent('kill -9 while a worker delivers an e-mail', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it.each(engines)(
    'delivers the message once after the restart on %s',
    async (engine) => {
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
      const env: NodeJS.ProcessEnv = { SMTP_URL: mailbox.url, JOBS_MAINTENANCE_SECONDS: '1' };
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
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(await activeEmailJobs(place)).not.toEqual([]);
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
      // The one that was killed mid-delivery took two tries; none arrived twice, even a while later.
      const sent = await outboxRows(place);
      expect(sent.find((r) => r.to === landingPayload.email)?.tries).toBe(2);
      await sleep(1500);
      for (const row of sent) {
        expect(
          mailbox.received.filter((m) => m.rcptTo.includes(row.to)),
          row.to,
        ).toHaveLength(1);
      }
    },
    60_000,
  );
});
