import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/types.js';
import type { QueuedJobsTable } from '../db/tables/office.js';
import type { JobKindName } from './job-kinds.js';
import {
  errorText,
  newJobId,
  policyOf,
  retryDelayMs,
  withDeadLetters,
  type AnyJobKind,
  type JobLog,
  type JobQueue,
  type JobStatus,
} from './job-queue.js';

type Row = Selectable<QueuedJobsTable>;

export interface SqliteQueueOptions {
  log: JobLog;
  /** How often an idle worker looks for due jobs; a commit that adds one wakes it at once. */
  pollMs: number;
  /** Jobs run at once on this instance. */
  concurrency?: number;
}

/** Kept this long after they end, then deleted: done jobs a day, dead ones a month (the outbox keeps its own). */
const KEEP_DONE_MS = 24 * 60 * 60_000;
const KEEP_DEAD_MS = 30 * 24 * 60 * 60_000;
const CLEAN_EVERY_MS = 60 * 60_000;

/** Why a job's try ended without an answer from its run. */
export const LOST_RUN = 'The worker stopped while running it.';
export const RUN_TOO_LONG = 'It ran longer than its kind allows.';

/** The run, or a failure once it has taken longer than `ms` (as pg-boss ends a run at its expiry). */
function withinTime<T>(run: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(RUN_TOO_LONG)), ms);
    timer.unref();
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

/**
 * The embedded driver of the job interface: the `queued_jobs` table of the SQLite database. One
 * server process holds a SQLite file (db/server-lock.ts), so a job found running when the worker
 * starts was left by a process that died, and is tried again at once.
 */
export function createSqliteQueue(db: Kysely<Database>, options: SqliteQueueOptions): JobQueue {
  const concurrency = options.concurrency ?? 2;
  const { log } = options;
  let kinds = new Map<string, AnyJobKind>();
  let working = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let lastClean = 0;
  const running = new Map<string, Promise<void>>();

  const now = () => new Date().toISOString();

  async function take(): Promise<Row | undefined> {
    const at = now();
    const due = db
      .selectFrom('queuedJobs')
      .select('id')
      .where('kind', 'in', [...kinds.keys()])
      .where('state', 'in', ['created', 'retry'])
      .where('startAfter', '<=', at)
      .orderBy('startAfter')
      .orderBy('createdAt')
      .limit(1);
    return db
      .updateTable('queuedJobs')
      .set({ state: 'active', startedAt: at })
      .where('id', '=', due)
      .where('state', 'in', ['created', 'retry'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Ends a try that failed: tried again after its backoff (or at `retryAt`), or dead after the last
   * (its dead letter added).
   */
  async function failTry(row: Row, error: string, retryAt?: Date): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (row.retryCount < row.retryLimit) {
        const startAfter = (retryAt ?? new Date(Date.now() + retryDelayMs(row, row.retryCount))).toISOString();
        await trx
          .updateTable('queuedJobs')
          .set({ state: 'retry', retryCount: row.retryCount + 1, startAfter, lastError: error, startedAt: null })
          .where('id', '=', row.id)
          .execute();
        return;
      }
      await trx
        .updateTable('queuedJobs')
        .set({ state: 'failed', finishedAt: now(), lastError: error })
        .where('id', '=', row.id)
        .execute();
      if (kinds.has(`${row.kind}.dead`))
        await insert(trx, `${row.kind}.dead`, JSON.parse(row.payload) as object, new Date());
    });
  }

  async function runOne(row: Row): Promise<void> {
    const kind = kinds.get(row.kind);
    if (!kind) return;
    const job = {
      id: row.id,
      payload: JSON.parse(row.payload) as unknown,
      retryCount: row.retryCount,
      retryLimit: row.retryLimit,
    };
    try {
      await withinTime(kind.run(job), row.expireInSeconds * 1000);
      await db
        .updateTable('queuedJobs')
        .set({ state: 'completed', finishedAt: now() })
        .where('id', '=', row.id)
        .execute();
    } catch (err) {
      const error = errorText(err);
      log.warn({ job: row.kind, jobId: row.id, retryCount: row.retryCount, error }, 'job failed');
      await failTry(row, error);
    }
  }

  /** Runs that outlived their kind's time are taken as lost, as pg-boss's expiry does. */
  async function expireLost(): Promise<void> {
    const active = await db.selectFrom('queuedJobs').selectAll().where('state', '=', 'active').execute();
    for (const row of active) {
      if (running.has(row.id)) continue;
      const started = row.startedAt ? Date.parse(row.startedAt) : 0;
      if (Date.now() - started >= row.expireInSeconds * 1000) await failTry(row, LOST_RUN);
    }
  }

  async function clean(): Promise<void> {
    if (Date.now() - lastClean < CLEAN_EVERY_MS) return;
    lastClean = Date.now();
    const before = (ms: number) => new Date(Date.now() - ms).toISOString();
    await db
      .deleteFrom('queuedJobs')
      .where('state', '=', 'completed')
      .where('finishedAt', '<', before(KEEP_DONE_MS))
      .execute();
    await db
      .deleteFrom('queuedJobs')
      .where('state', '=', 'failed')
      .where('finishedAt', '<', before(KEEP_DEAD_MS))
      .execute();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (!working || stopping) return;
    try {
      await expireLost();
      await clean();
      while (running.size < concurrency && !stopping) {
        const row = await take();
        if (!row) break;
        const run = runOne(row).finally(() => {
          running.delete(row.id);
          schedule(0);
        });
        running.set(row.id, run);
      }
    } catch (err) {
      log.error({ err }, 'job queue poll failed');
    }
    schedule(options.pollMs);
  }

  function schedule(ms: number): void {
    if (!working || stopping) return;
    if (timer && ms > 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function insert(
    target: Kysely<Database>,
    name: string,
    payload: object,
    startAfter: Date,
    { id = newJobId(), onceKey }: { id?: string; onceKey?: string } = {},
  ) {
    const policy = policyOf(name as JobKindName);
    const row = await target
      .insertInto('queuedJobs')
      .values({
        id,
        kind: name,
        payload: JSON.stringify(payload),
        state: 'created',
        retryLimit: policy.retryLimit,
        retryDelaySeconds: policy.retryDelaySeconds,
        expireInSeconds: policy.expireInSeconds,
        startAfter: startAfter.toISOString(),
        onceKey: onceKey ?? null,
        createdAt: now(),
      })
      .onConflict((oc) => oc.columns(['kind', 'onceKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? row.id : null;
  }

  return {
    engine: 'sqlite',

    add(target, kind, payload, addOptions = {}) {
      const at = addOptions.startAfter ?? new Date();
      const period = addOptions.oncePerSeconds;
      // The period of the time it is added, as pg-boss's singletonSeconds counts it.
      const onceKey = period ? String(Math.floor(Date.now() / (Math.max(1, Math.round(period)) * 1000))) : undefined;
      return insert(target, kind, payload, at, {
        ...(addOptions.id === undefined ? {} : { id: addOptions.id }),
        ...(onceKey === undefined ? {} : { onceKey }),
      });
    },

    async statuses(kind, ids) {
      const found = new Map<string, JobStatus>();
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('queuedJobs')
        .selectAll()
        .where('kind', '=', kind)
        .where('id', 'in', [...ids])
        .execute();
      for (const row of rows) {
        const waiting = row.state === 'created' || row.state === 'retry';
        found.set(row.id, {
          state: waiting ? 'waiting' : row.state === 'active' ? 'running' : row.state === 'completed' ? 'done' : 'dead',
          retryCount: row.retryCount,
          nextRunAt: waiting ? row.startAfter : null,
        });
      }
      return found;
    },

    async work(worked) {
      kinds = new Map(withDeadLetters(worked).map((k) => [k.name, k]));
      // Left running by a process that died: this process is the only one on the file, so nothing else
      // can be running it. The lost run counts as a try, and the next is at once, not after the backoff.
      const left = await db.selectFrom('queuedJobs').selectAll().where('state', '=', 'active').execute();
      for (const row of left) await failTry(row, LOST_RUN, new Date());
      working = true;
      schedule(0);
    },

    wake() {
      schedule(0);
    },

    async drain() {
      for (;;) {
        const due = await db
          .selectFrom('queuedJobs')
          .select('id')
          .where('kind', 'in', [...kinds.keys(), ''])
          .where((eb) =>
            eb.or([
              eb('state', '=', 'active'),
              eb.and([eb('state', 'in', ['created', 'retry']), eb('startAfter', '<=', now())]),
            ]),
          )
          .limit(1)
          .executeTakeFirst();
        if (!due && running.size === 0) return;
        schedule(0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async stop(timeoutMs) {
      stopping = true;
      if (timer) clearTimeout(timer);
      const finished = Promise.all(running.values()).then(() => true);
      const waited = await Promise.race([
        finished,
        new Promise<false>((r) => setTimeout(() => r(false), timeoutMs).unref()),
      ]);
      if (waited) return;
      // Handed back: tried again at the next start, not counted as a failed try.
      const ids = [...running.keys()];
      if (ids.length) {
        await db
          .updateTable('queuedJobs')
          .set({ state: 'retry', startedAt: null })
          .where('id', 'in', ids)
          .where('state', '=', 'active')
          .execute();
        log.warn({ jobs: ids.length }, 'jobs handed back at stop');
      }
    },
  };
}
