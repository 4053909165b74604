import type { Role } from '@ta/shared';
import type { Insertable, Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database, Session, SessionsTable } from '../../db/types.js';

/** How many ids one `in (…)` list carries: well under both engines' parameter limits. */
const ID_BATCH = 500;

/** A new session's row; it is created and last seen now. */
export type NewSession = Omit<Insertable<SessionsTable>, 'createdAt' | 'lastSeenAt'>;

export function createSessionsRepository(db: Kysely<Database>) {
  // Every signed-in request reads its session: compiled once (db/prepared-query.ts).
  const byIdQuery = preparedQuery(1, (id: string) => db.selectFrom('sessions').selectAll().where('id', '=', id));

  return {
    async create(session: NewSession): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('sessions')
        .values({ ...session, createdAt: now, lastSeenAt: now })
        .execute();
    },

    async findById(id: string): Promise<Session | undefined> {
      const [row] = (await db.executeQuery(byIdQuery(id))).rows;
      return row;
    },

    /** Marks the session that creating a client account signed in: that client is new (decision 024). */
    async markStartedByRegistration(id: string): Promise<Session | undefined> {
      return db
        .updateTable('sessions')
        .set({ startedByRegistration: true })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Which client's account this session helps with (a trusted contact's choice); null for their own. */
    async setActingFor(id: string, clientId: number | null): Promise<void> {
      await db.updateTable('sessions').set({ actingForId: clientId }).where('id', '=', id).execute();
    },

    async touch(id: string, lastSeenAt: string, idleExpiresAt: string): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt, idleExpiresAt }).where('id', '=', id).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Ends every session of a user, optionally keeping one (the caller's own). */
    async deleteForUser(userId: number, exceptId?: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where('userId', '=', userId)
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId as string))
        .execute();
    },

    /**
     * Of the given session ids, those still valid at `nowIso` (not signed out, not expired, their
     * user active), with the user's current role. Open WebSockets check their session with this.
     */
    async findLive(ids: readonly string[], nowIso: string): Promise<Map<string, Role>> {
      const live = new Map<string, Role>();
      for (let start = 0; start < ids.length; start += ID_BATCH) {
        const rows = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.userId')
          .select(['sessions.id', 'users.role'])
          .where('sessions.id', 'in', ids.slice(start, start + ID_BATCH))
          .where('users.active', '=', true)
          .where('sessions.idleExpiresAt', '>', nowIso)
          .where('sessions.absoluteExpiresAt', '>', nowIso)
          .execute();
        for (const row of rows) live.set(row.id, row.role);
      }
      return live;
    },

    /**
     * Of the given session ids, those helping with a client's account through a link that still
     * stands (the contact's trusted_contacts row active, the client's account active), with that
     * client's id. Open WebSockets of a trusted contact check their link with this.
     */
    async findLiveActing(ids: readonly string[]): Promise<Map<string, number>> {
      const live = new Map<string, number>();
      for (let start = 0; start < ids.length; start += ID_BATCH) {
        const rows = await db
          .selectFrom('sessions')
          .innerJoin('trustedContacts as tc', (join) =>
            join.onRef('tc.clientId', '=', 'sessions.actingForId').onRef('tc.contactUserId', '=', 'sessions.userId'),
          )
          .innerJoin('users as client', 'client.id', 'tc.clientId')
          .select(['sessions.id', 'tc.clientId'])
          .where('sessions.id', 'in', ids.slice(start, start + ID_BATCH))
          .where('tc.status', '=', 'active')
          .where('client.active', '=', true)
          .where('client.role', '=', 'client')
          .execute();
        for (const row of rows) live.set(row.id, row.clientId);
      }
      return live;
    },

    async deleteExpired(nowIso: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('absoluteExpiresAt', '<=', nowIso), eb('idleExpiresAt', '<=', nowIso)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
