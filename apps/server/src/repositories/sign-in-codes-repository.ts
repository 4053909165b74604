import { EMAIL_SIGN_IN_CODE_TRIES } from '@ta/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** A live code's stored hash and whose it is, once a try has been counted against it. */
export interface CountedTry {
  id: number;
  userId: number;
  codeHash: string;
}

/**
 * E-mailed sign-in links and codes (docs/sign-in.md, "E-mailed link and code"). One row per request,
 * holding only hashes: the link's token as SHA-256 (256 random bits need no key), the six-digit code
 * as an HMAC keyed by the server's secret. A row is live while unused, unexpired and under its tries;
 * spending the link or the code (or the last wrong try) sets `used_at`, which ends both.
 */
export function createSignInCodesRepository(db: Kysely<Database>) {
  return {
    /**
     * A new request for `userId`: its earlier rows (live or not) are deleted, so an older link or code
     * stops working and the table keeps at most one row per account.
     */
    async replace(
      userId: number,
      hashes: { token: string; code: string; requester: string | null },
      expiresAt: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('signInCodes').where('userId', '=', userId).execute();
        await trx
          .insertInto('signInCodes')
          .values({
            userId,
            tokenHash: hashes.token,
            codeHash: hashes.code,
            requesterHash: hashes.requester,
            expiresAt,
            createdAt: new Date().toISOString(),
          })
          .execute();
      });
    },

    /**
     * Spends the link whose token hashes to `tokenHash`, returning its user when it was live. The
     * update's own WHERE makes it one-time even when two requests race.
     */
    async consumeLink(tokenHash: string, nowIso: string): Promise<number | undefined> {
      const row = await db
        .updateTable('signInCodes')
        .set({ usedAt: nowIso })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .where('attempts', '<', EMAIL_SIGN_IN_CODE_TRIES)
        .returning('userId')
        .executeTakeFirst();
      return row?.userId;
    },

    /**
     * Counts one try against the account's live code before it is compared, and returns the code's
     * hash; undefined when there is no live code (none asked for, used, expired, or out of tries).
     * Counting first means that even tries sent at the same moment get at most
     * EMAIL_SIGN_IN_CODE_TRIES comparisons between them. With `firstTryFrom`, only a code asked for
     * by the browser whose token hashes to it, and not tried before, is counted (and so compared).
     */
    async countTry(userId: number, nowIso: string, firstTryFrom?: string): Promise<CountedTry | undefined> {
      let query = db
        .updateTable('signInCodes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .where('attempts', '<', EMAIL_SIGN_IN_CODE_TRIES);
      if (firstTryFrom !== undefined) {
        query = query.where('requesterHash', '=', firstTryFrom).where('attempts', '=', 0);
      }
      return query.returning(['id', 'userId', 'codeHash']).executeTakeFirst();
    },

    /** Spends the code (and so the link) after a right try; false when something else spent it first. */
    async consumeCode(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('signInCodes')
        .set({ usedAt: nowIso })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** After a wrong try: the last allowed one ends the request, link included. */
    async endIfOutOfTries(id: number, nowIso: string): Promise<void> {
      await db
        .updateTable('signInCodes')
        .set({ usedAt: nowIso })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('attempts', '>=', EMAIL_SIGN_IN_CODE_TRIES)
        .execute();
    },
  };
}

export type SignInCodesRepository = ReturnType<typeof createSignInCodesRepository>;
