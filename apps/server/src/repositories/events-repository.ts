import type { Insertable, Kysely } from 'kysely';
import type { Database, EventsTable } from '../db/types.js';

/** An event's row; it is recorded now. Made by services/activity-events.ts. */
export type NewEvent = Omit<Insertable<EventsTable>, 'id' | 'createdAt'>;

/** The audit trail behind the back office's Latest Activity. */
export function createEventsRepository(db: Kysely<Database>) {
  return {
    async record(event: NewEvent): Promise<void> {
      await db
        .insertInto('events')
        .values({ ...event, createdAt: new Date().toISOString() })
        .execute();
    },

    async latest(limit: number) {
      return db.selectFrom('events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
