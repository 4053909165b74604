import type { Insertable, Kysely } from 'kysely';
import type { Database, EventsTable } from '../../db/types.js';

/** An event's row; it is recorded now. Made by a domain's <domain>-events.ts (quote-events.ts, …). */
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

    /**
     * Records `event` unless the same actor recorded the same kind about the same subject (its type
     * and id), for the
     * same client, in the last `withinMs` (a trusted contact reading a report ten times a day leaves
     * one line). Two calls at the same instant may both record: harmless for an audit trail.
     */
    async recordUnlessRecent(event: NewEvent, withinMs: number, now: Date = new Date()): Promise<void> {
      const since = new Date(now.getTime() - withinMs).toISOString();
      const same = <T>(value: T | null | undefined) => value ?? null;
      const found = await db
        .selectFrom('events')
        .select('id')
        .where('type', '=', event.type)
        .where('createdAt', '>=', since)
        .where((eb) =>
          eb.and([
            same(event.actorId) === null ? eb('actorId', 'is', null) : eb('actorId', '=', same(event.actorId)),
            same(event.subjectType) === null
              ? eb('subjectType', 'is', null)
              : eb('subjectType', '=', same(event.subjectType)),
            same(event.subjectId) === null ? eb('subjectId', 'is', null) : eb('subjectId', '=', same(event.subjectId)),
            same(event.onBehalfOfId) === null
              ? eb('onBehalfOfId', 'is', null)
              : eb('onBehalfOfId', '=', same(event.onBehalfOfId)),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      if (found) return;
      await db
        .insertInto('events')
        .values({ ...event, createdAt: now.toISOString() })
        .execute();
    },

    async latest(limit: number) {
      return db.selectFrom('events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
