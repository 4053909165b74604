import type { Locale, Role } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { FeedAppointment } from './appointment-calendar.js';
import { normalizeTime } from '../../db/time-of-day.js';
import { oldestFirst, selectAppointments } from './appointment-rows.js';

/** A feed as its owner may see it: when it was made and last read, never its token (only its hash is kept). */
export interface CalendarFeedState {
  createdAt: string;
  lastUsedAt: string | null;
}

/** The account a feed's token opens, and what its answer is built from. */
export interface CalendarFeedOwner {
  feedId: number;
  userId: number;
  role: Role;
  language: Locale;
  lastUsedAt: string | null;
}

/** Whose appointments a feed lists: the ones a staff member is assigned to, or a client's own. */
export type FeedOwnerKind = 'staff' | 'client';

/**
 * Private calendar feeds (docs/booking.md, "Calendar feeds"): one per account at most, found by the
 * SHA-256 of its address's token, and the appointments each one lists.
 */
export function createCalendarFeedsRepository(db: Kysely<Database>) {
  return {
    async state(userId: number): Promise<CalendarFeedState | undefined> {
      return db
        .selectFrom('calendarFeeds')
        .select(['createdAt', 'lastUsedAt'])
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Makes the account's feed, or gives it a new token: the old token's hash is overwritten in the
     * same statement, so the old address stops working at once.
     */
    async replace(userId: number, tokenHash: string): Promise<CalendarFeedState> {
      const now = new Date().toISOString();
      return db
        .insertInto('calendarFeeds')
        .values({ userId, tokenHash, createdAt: now, lastUsedAt: null })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ tokenHash, createdAt: now, lastUsedAt: null }))
        .returning(['createdAt', 'lastUsedAt'])
        .executeTakeFirstOrThrow();
    },

    /** Ends the account's feed; true when there was one. */
    async remove(userId: number): Promise<boolean> {
      const result = await db.deleteFrom('calendarFeeds').where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The active account a token's hash opens; a deactivated account's feed opens nothing. */
    async ownerOf(tokenHash: string): Promise<CalendarFeedOwner | undefined> {
      return db
        .selectFrom('calendarFeeds as f')
        .innerJoin('users as u', 'u.id', 'f.userId')
        .select(['f.id as feedId', 'f.userId', 'u.role', 'u.language', 'f.lastUsedAt'])
        .where('f.tokenHash', '=', tokenHash)
        .where('u.active', '=', true)
        .executeTakeFirst();
    },

    /** Records a read, only when the last one recorded is older than `before` (one write an hour, not per poll). */
    async touch(feedId: number, now: string, before: string): Promise<void> {
      await db
        .updateTable('calendarFeeds')
        .set({ lastUsedAt: now })
        .where('id', '=', feedId)
        .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', before)]))
        .execute();
    },

    /**
     * What a feed lists: a staff member's assigned appointments, or a client's own, from `from` (a
     * business date) on, leaving out cancelled ones before `today` (a cancelled one still ahead stays,
     * as CANCELLED, so a phone that has it takes it off).
     */
    async appointments(kind: FeedOwnerKind, userId: number, from: string, today: string): Promise<FeedAppointment[]> {
      const rows = await oldestFirst(
        selectAppointments(db)
          .where(kind === 'staff' ? 'a.staffId' : 'a.clientId', '=', userId)
          .where('a.appointmentDate', '>=', from)
          .where((eb) => eb.or([eb('a.status', '!=', 'cancelled'), eb('a.appointmentDate', '>=', today)])),
      ).execute();
      return rows.map((row) => ({
        id: row.id,
        serviceName: row.serviceName,
        appointmentDate: row.appointmentDate,
        startTime: normalizeTime(row.startTime),
        endTime: normalizeTime(row.endTime),
        status: row.status,
        notes: row.notes,
        location: row.location,
        clientName: row.clientName,
        clientEmail: row.clientEmail,
        clientPhone: row.clientPhone,
        calendarSequence: row.calendarSequence,
        clientLanguage: row.clientLanguage,
        staffFirstName: row.staffFirstName,
      }));
    },
  };
}
