import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/types.js';
import { currentSchema, pgBossDb } from './pg-boss-install.js';
import { JOB_POLICIES } from './job-kinds.js';
import {
  deadLetterOf,
  errorText,
  withDeadLetters,
  type AnyJobKind,
  type JobLog,
  type JobQueue,
  type JobStatus,
} from './job-queue.js';

export interface PgBossQueueOptions {
  log: JobLog;
  /** How often an idle worker looks for due jobs (pg-boss's least is half a second). */
  pollSeconds: number;
  /** How often pg-boss's maintenance finds runs that outlived their time, on a worker. */
  maintenanceSeconds: number;
}

/** Runs of one kind at once on one worker. */
const BATCH_SIZE = 1;

/**
 * The PostgreSQL driver of the job interface: pg-boss (decision 074), its tables in the app's schema,
 * over the app's pool. A job is added through the caller's handle, so it commits with the write that
 * caused it. pg-boss retries with backoff, takes a run that outlives its kind's time as lost (a worker
 * that died), moves a job to its kind's dead-letter queue after the last try, and keeps one job per
 * period with `singletonSeconds`.
 */
export async function createPgBossQueue(db: Kysely<Database>, options: PgBossQueueOptions): Promise<JobQueue> {
  const schema = await currentSchema(db);
  const { log } = options;
  let boss: PgBoss | undefined;
  let worked: AnyJobKind[] = [];
  const workerIds = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  // pg-boss records a run's end (complete, fail) without awaiting it: stop() waits for these queries, so
  // none is left to reach a pool that the app has closed. A run still going when the stop's time is up
  // ends later: what pg-boss then records is dropped, its query never sent and never answered (the job,
  // failed by the stop, is tried again).
  const pending = new Set<Promise<unknown>>();
  const plainDb = pgBossDb(db);
  let stopped = false;
  const workerDb: PgBoss.Db = {
    executeSql(text, values) {
      if (stopped) return new Promise<never>(() => {});
      const query = plainDb.executeSql(text, values);
      pending.add(query);
      void query.finally(() => pending.delete(query)).catch(() => undefined);
      return query;
    },
  };
  const sender = new PgBoss({ db: pgBossDb(db), schema, migrate: false, supervise: false, schedule: false });

  function wake(kind: string): void {
    const id = workerIds.get(kind);
    if (id) boss?.notifyWorker(id);
  }

  async function statusRows(kind: string, ids: readonly string[]) {
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (uuids.length === 0) return [];
    const { rows } = await pgBossDb(db).executeSql(
      `select id, state, retry_count as "retryCount", start_after as "startAfter"
         from ${schema}.job where name = $1 and id = any($2::uuid[])
       union all
       select id, state, retry_count, start_after
         from ${schema}.archive where name = $1 and id = any($2::uuid[])`,
      [kind, uuids],
    );
    return rows as { id: string; state: string; retryCount: number; startAfter: Date }[];
  }

  return {
    engine: 'postgres',

    async add(target, kind, payload, addOptions = {}) {
      const policy = JOB_POLICIES[kind];
      return sender.send(kind, payload, {
        db: pgBossDb(target),
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
        ...(policy.deadLetter ? { deadLetter: deadLetterOf(kind) } : {}),
        ...(addOptions.id ? { id: addOptions.id } : {}),
        ...(addOptions.startAfter ? { startAfter: addOptions.startAfter } : {}),
        ...(addOptions.oncePerSeconds ? { singletonSeconds: Math.max(1, Math.round(addOptions.oncePerSeconds)) } : {}),
      });
    },

    async statuses(kind, ids) {
      const found = new Map<string, JobStatus>();
      for (const row of await statusRows(kind, ids)) {
        const waiting = row.state === 'created' || row.state === 'retry';
        found.set(row.id, {
          state: waiting ? 'waiting' : row.state === 'active' ? 'running' : row.state === 'completed' ? 'done' : 'dead',
          retryCount: row.retryCount,
          nextRunAt: waiting ? new Date(row.startAfter).toISOString() : null,
        });
      }
      return found;
    },

    async work(kinds) {
      worked = withDeadLetters(kinds);
      boss = new PgBoss({
        db: workerDb,
        schema,
        migrate: false,
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: options.maintenanceSeconds,
      });
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      for (const kind of worked) {
        const id = await boss.work<unknown>(
          kind.name,
          { pollingIntervalSeconds: options.pollSeconds, batchSize: BATCH_SIZE, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs) {
              const run = kind.run({
                id: job.id,
                payload: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
              running.add(run);
              try {
                await run;
              } catch (err) {
                log.warn(
                  { job: kind.name, jobId: job.id, retryCount: job.retryCount, error: errorText(err) },
                  'job failed',
                );
                throw err;
              } finally {
                running.delete(run);
              }
            }
          },
        );
        workerIds.set(kind.name, id);
      }
    },

    wake,

    async drain() {
      const names = worked.map((k) => k.name);
      for (;;) {
        const { rows } = await pgBossDb(db).executeSql(
          `select 1 from ${schema}.job where name = any($1::text[])
             and (state = 'active' or (state < 'active' and start_after <= now())) limit 1`,
          [names],
        );
        if (rows.length === 0 && running.size === 0) return;
        for (const name of names) wake(name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async stop(timeoutMs) {
      // Graceful: pg-boss stops fetching, waits for the runs, then fails (hands back) those still running.
      await boss?.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true });
      stopped = true;
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
