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
