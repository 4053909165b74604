import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../test/fresh-database.js';
import type { JobLog, JobQueue } from './job-queue.js';
import { createSqliteQueue, RUN_TOO_LONG } from './sqlite-queue.js';

const quiet: JobLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** The embedded driver on its own (docs/jobs.md): tries, backoff, dead letters and runs that never end. */
describe('the SQLite job queue', () => {
  let database: FreshDatabase;
  let queue: JobQueue;
  beforeEach(async () => {
    database = await freshDatabase('sqlite');
    queue = createSqliteQueue(database.handle.db, { log: quiet, pollMs: 50 });
  });
  afterEach(async () => {
    await queue.stop(1000);
    await database.cleanup();
  });

  const row = (id: string | null) =>
    database.handle.db
      .selectFrom('queuedJobs')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
  const dueNow = (id: string | null) =>
    database.handle.db
      .updateTable('queuedJobs')
      .set({ startAfter: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id ?? '')
      .execute();

  it('tries a failing job again after its backoff, then marks it dead and runs its dead letter once', async () => {
    const runs: number[] = [];
    const dead: unknown[] = [];
    await queue.work([
      {
        name: 'email',
        run: async (job) => {
          runs.push(job.retryCount);
          throw new Error(`refused ${job.retryCount}`);
        },
        dead: async (job) => void dead.push(job.payload),
      },
    ]);
    const id = await queue.add(database.handle.db, 'email', { outboxId: 7 });
    await queue.drain();
    const first = await row(id);
    expect(first).toMatchObject({ state: 'retry', retryCount: 1, lastError: 'refused 0' });
    // The first retry waits the kind's delay (a minute for e-mail).
    const wait = Date.parse(first.startAfter) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    await database.handle.db
      .updateTable('queuedJobs')
      .set({ retryLimit: 1 })
      .where('id', '=', id ?? '')
      .execute();
    await dueNow(id);
    queue.wake('email');
    await queue.drain();
    expect(await row(id)).toMatchObject({ state: 'failed', retryCount: 1, lastError: 'refused 1' });
    expect(runs).toEqual([0, 1]);
    expect(dead).toEqual([{ outboxId: 7 }]);
    expect((await queue.statuses('email', [id ?? ''])).get(id ?? '')).toMatchObject({ state: 'dead', nextRunAt: null });
  });

  it('ends a run that outlives its kind’s time as a failed try, and frees the worker for the next job', async () => {
    const done: number[] = [];
    // Added before the worker starts, so it reads the short time the test gives the first.
    const hung = await queue.add(database.handle.db, 'visit-report', { visitId: 1 });
    await database.handle.db
      .updateTable('queuedJobs')
      .set({ expireInSeconds: 1 })
      .where('id', '=', hung ?? '')
      .execute();
    await queue.add(database.handle.db, 'visit-report', { visitId: 2 });
    await queue.work([
      {
        name: 'visit-report',
        run: (job) =>
          (job.payload as { visitId: number }).visitId === 1
            ? new Promise<void>(() => {})
            : Promise.resolve(void done.push((job.payload as { visitId: number }).visitId)),
      },
    ]);
    await queue.drain();
    expect(await row(hung)).toMatchObject({ state: 'retry', retryCount: 1, lastError: RUN_TOO_LONG });
    expect(done).toEqual([2]);
  });
});
