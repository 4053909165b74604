import type { Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * Leases on scheduled jobs, so that of several server instances on one database only one runs a
 * job at a time. A lease ends when released or when its time runs out, so a
 * crashed instance cannot hold a job for ever.
 */
export function createJobLocksRepository(db: Kysely<Database>) {
  return {
    /** Takes the lease if it is free or expired; true when this holder now has it. */
    async acquire(name: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
      const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
      const row = await db
        .insertInto('jobLocks')
        .values({ name, lockedUntil, lockedBy: holder })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ lockedUntil, lockedBy: holder })
            .where('jobLocks.lockedUntil', '<=', now.toISOString()),
        )
        .returning('name')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives the lease back, if this holder still has it. */
    async release(name: string, holder: string): Promise<void> {
      await db.deleteFrom('jobLocks').where('name', '=', name).where('lockedBy', '=', holder).execute();
    },
  };
}

export type JobLocksRepository = ReturnType<typeof createJobLocksRepository>;

/** A scheduled job's lease: its name, this instance's name as holder, and how long the lease lasts. */
export interface JobLease {
  job: string;
  holder: string;
  now: Date;
  leaseMs: number;
}

/**
 * One run of a scheduled job on this instance, while it holds the job's lease: undefined (nothing run)
 * while another instance holds it, so the instances take turns rather than all scanning at once. The
 * lease is given back when the run ends, even when it throws.
 */
export async function runUnderLease<T>(
  locks: JobLocksRepository,
  { job, holder, now, leaseMs }: JobLease,
  run: () => Promise<T>,
): Promise<T | undefined> {
  if (!(await locks.acquire(job, holder, now, leaseMs))) return undefined;
  try {
    return await run();
  } finally {
    await locks.release(job, holder);
  }
}
