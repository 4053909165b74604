import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export interface NewEvent {
  type: string;
  actorId: number | null;
  subjectType?: string;
  subjectId?: number;
  summary: string;
}

/** The audit trail behind the back office's Latest Activity. */
export function createEventsRepository(db: Kysely<Database>) {
  return {
    async record(event: NewEvent): Promise<void> {
      await db
        .insertInto('events')
        .values({
          type: event.type,
          actorId: event.actorId,
          subjectType: event.subjectType ?? null,
          subjectId: event.subjectId ?? null,
          summary: event.summary,
          createdAt: new Date().toISOString(),
        })
        .execute();
    },

    async latest(limit: number) {
      return db.selectFrom('events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
