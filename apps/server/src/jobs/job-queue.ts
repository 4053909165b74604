import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Engine } from '../db/connect.js';
import type { Database } from '../db/types.js';
import { JOB_POLICIES, type JobKindName } from './job-kinds.js';

/**
 * How a kind of job is tried again (docs/jobs.md). The queue keeps each job until it is done: a run
 * that throws is tried again after `retryDelaySeconds`, then twice as long each time (backoff), up to
 * `retryLimit` more times; a run that takes longer than `expireInSeconds` is taken as lost (its worker
 * died) and counts as a failed try. After the last try the job is dead: its kind's `dead` runs, once.
 */
export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

/** A job as its run sees it. */
export interface QueuedJob<P> {
  id: string;
  payload: P;
  /** Tries before this one (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

/**
 * A kind of job: its name (the queue's), its policy, and its run. A run must be idempotent: a worker
 * that dies after the work but before the queue hears of it leaves the job to run again.
 */
export interface JobKind<P = unknown> {
  name: JobKindName | DeadLetterName;
  run(job: QueuedJob<P>): Promise<void>;
  /** After the last try failed: record that the job is dead (it is not tried again). */
  dead?(job: QueuedJob<P>): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds of any payload
export type AnyJobKind = JobKind<any>;

export type DeadLetterName = `${JobKindName}.dead`;

/** The dead-letter queue of a kind: where a job goes after its last try, for its kind's `dead`. */
export const deadLetterOf = (kind: JobKindName): DeadLetterName => `${kind}.dead`;

/** A kind's policy; a dead letter's own is a few more tries, then it stays in the queue as failed. */
export function policyOf(name: JobKindName | DeadLetterName): JobPolicy {
  return name.endsWith('.dead') ? DEAD_LETTER_POLICY : JOB_POLICIES[name as JobKindName];
}

const DEAD_LETTER_POLICY: JobPolicy = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 60 };

/** What the queue knows of one job, for the outbox screen. */
export interface JobStatus {
  state: 'waiting' | 'running' | 'done' | 'dead';
  retryCount: number;
  /** When it is next run, for a waiting job. */
  nextRunAt: string | null;
}

export interface AddOptions {
  /** The job's id, made beforehand with `newJobId` (a row that names its job is written in one statement). */
  id?: string;
  /** Not before this instant. */
  startAfter?: Date;
  /** One job of the kind per period of this many whole seconds, whoever adds it (scheduled jobs). */
  oncePerSeconds?: number;
}

/**
 * The one job interface (docs/jobs.md), with two drivers: pg-boss on PostgreSQL (jobs/pg-boss-queue.ts)
 * and a table in the embedded SQLite database (jobs/sqlite-queue.ts).
 */
export interface JobQueue {
  readonly engine: Engine;
  /**
   * Adds a job through `db`: pass a transaction's handle and the job commits, or rolls back, with the
   * write that caused it. Resolves to its id; null when `oncePerSeconds` found the period's job there.
   */
  add(db: Kysely<Database>, kind: JobKindName, payload: object, options?: AddOptions): Promise<string | null>;
  /** Jobs of `kind` by id, as the queue knows them; a job it no longer keeps is absent. */
  statuses(kind: JobKindName, ids: readonly string[]): Promise<Map<string, JobStatus>>;
  /** Starts running the jobs of these kinds on this instance (the worker role). */
  work(kinds: readonly AnyJobKind[]): Promise<void>;
  /** Looks for jobs of `kind` now, rather than at the next poll (after a commit that added some). */
  wake(kind: JobKindName): void;
  /** Resolves once no job of the worked kinds is due or running (tests, and the stop of a worker). */
  drain(): Promise<void>;
  /**
   * Stops taking jobs; waits up to `timeoutMs` for the running ones to finish, then hands back those
   * still running (each is tried again, by this or another worker).
   */
  stop(timeoutMs: number): Promise<void>;
}

/** A new job id: a UUID, as both drivers keep them. */
export const newJobId = (): string => randomUUID();

/** The wait before try `retryCount + 1`: the policy's delay, doubled for each try before. */
export function retryDelayMs(policy: JobPolicy, retryCount: number): number {
  return policy.retryDelaySeconds * 1000 * 2 ** Math.min(16, retryCount);
}

const MAX_ERROR_LENGTH = 1000;

export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, MAX_ERROR_LENGTH);
}

type LogFn = (details: object, message?: string) => void;

/** The part of a pino (or Fastify) logger the queue writes to. */
export interface JobLog {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** The kinds, each with a dead-letter kind of its own when it has something to do once a job is dead. */
export function withDeadLetters(kinds: readonly AnyJobKind[]): AnyJobKind[] {
  return kinds.flatMap((kind) => {
    const { dead } = kind;
    if (!dead) return [kind];
    if (kind.name.endsWith('.dead')) throw new Error(`${kind.name} is a dead letter already`);
    const letters: AnyJobKind = { name: deadLetterOf(kind.name as JobKindName), run: (job) => dead(job) };
    return [kind, letters];
  });
}
