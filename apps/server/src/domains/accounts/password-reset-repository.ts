import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    async create(userId: number, tokenHash: string, expiresAt: string): Promise<void> {
      // One live link per account: a new request replaces any earlier one.
      await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
      await db
        .insertInto('passwordResetTokens')
        .values({ userId, tokenHash, expiresAt, createdAt: new Date().toISOString() })
        .execute();
    },

    /** The user of a live (unused, unexpired) token, without spending it. */
    async findLiveUser(tokenHash: string, nowIso: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('passwordResetTokens')
        .select('userId')
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .executeTakeFirst();
      return row?.userId;
    },

    /**
     * Marks the token used and returns its user when it was live. The update's own WHERE makes
     * it one-time even when two requests race.
     */
    async consume(tokenHash: string, nowIso: string): Promise<number | undefined> {
      const row = await db
        .updateTable('passwordResetTokens')
        .set({ usedAt: nowIso })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .returning('userId')
        .executeTakeFirst();
      return row?.userId;
    },
  };
}
