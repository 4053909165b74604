import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { engines, type FreshDatabase } from '../fresh-database.js';
import { freePort, startServer, type ServerProcess } from '../server-process.js';
import { contactLoad, ended, listening, NO_HANG, postgresSchema } from './support.js';

async function trackingTokens(engine: string, dataDir: string, database?: FreshDatabase): Promise<string[]> {
  if (engine === 'postgres' && database) {
    const rows = await database.handle.db.selectFrom('contactRequests').select('trackingToken').orderBy('id').execute();
    return rows.map((r) => r.trackingToken);
  }
  const db = new SQLite(path.join(dataDir, 'trusted-assistance.sqlite'), { readonly: true });
  try {
    return db.prepare('select tracking_token from contact_requests').pluck().all() as string[];
  } finally {
    db.close();
  }
}

/**
 * A crash loses nothing it acknowledged: 8 clients write contact requests, the server is killed
 * with SIGKILL mid-load, started again on the same data, and every 201 is found there.
 */
// The engines run side by side: most of the time is two server starts each.
describe.concurrent('kill -9 during a write load', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it.each(engines)(
    'keeps every acknowledged contact request on %s',
    async (engine) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rel-kill-'));
      const servers: ServerProcess[] = [];
      let database: FreshDatabase | undefined;
      cleanups.push(async () => {
        for (const server of servers) await ended(server);
        await database?.cleanup();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      const env: NodeJS.ProcessEnv = {};
      if (engine === 'postgres') {
        database = await postgresSchema();
        env.DATABASE_URL = database.databaseUrl;
      }
      const first = startServer(dataDir, await freePort(), env);
      servers.push(first);
      await listening(first);

      const load = contactLoad(first.url, 8);
      // Killed mid-load once enough has been acknowledged to check, however fast the machine writes.
      await load.acknowledgedAtLeast(21);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      // Once a client has seen the server gone, stop: anything acknowledged so far is recorded.
      await load.seen('network');
      const { acknowledged, statuses } = await load.stop();
      expect([...statuses.keys()].sort()).toEqual([201, 'network']);
      expect(acknowledged.length).toBeGreaterThan(20);

      // Same data directory (SQLite: the crashed process's lock must not block this) or schema.
      const second = startServer(dataDir, await freePort(), env);
      servers.push(second);
      await listening(second);
      // All of them in the database; a sample through the restarted server's public tracking.
      const stored = new Set(await trackingTokens(engine, dataDir, database));
      expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
      for (const code of acknowledged.filter((_, i) => i % Math.ceil(acknowledged.length / 20) === 0)) {
        const res = await fetch(`${second.url}/api/contact/track/${code}`, { signal: AbortSignal.timeout(NO_HANG) });
        expect(res.status, code).toBe(200);
        expect(((await res.json()) as { trackingToken: string }).trackingToken).toBe(code);
      }
    },
    40_000,
  );
});
