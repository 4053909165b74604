import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SCHEMA_LOCK } from './fresh-database.js';

/**
 * Vitest's global setup: names this run's PostgreSQL schemas with a prefix of its own, and drops
 * them all when the run ends (test processes keep emptied schemas for reuse: fresh-database.ts).
 * Another run against the same server keeps its schemas.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) return undefined;
  // Both projects name it; the second keeps the first one's prefix.
  const prefix = (process.env.TEST_SCHEMA_PREFIX ??= `t_${randomBytes(3).toString('hex')}_`);
  return async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace where starts_with(nspname, $1)`,
        [prefix],
      );
      // The same lock as fresh-database.ts: another run's migrations never see a schema half dropped.
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
