import { EMAIL_SIGN_IN_CODE_TRIES } from '@ta/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

/** A live code's stored hash and whose it is, once a try has been counted against it. */
export interface CountedTry {
  id: number;
  userId: number;
  codeHash: string;
}

/**
 * E-mailed sign-in links and codes (docs/sign-in.md, "E-mailed link and code"). One row per request
 * (at most one live per asking browser),
 * holding only hashes: the link's token as SHA-256 (256 random bits need no key), the six-digit code
 * as an HMAC keyed by the server's secret. A row is live while unused, unexpired and under its tries;
 * spending the link or the code (or the last wrong try) sets `used_at`, which ends both.
 */
export function createSignInCodesRepository(db: Kysely<Database>) {
  return {
    /**
     * A new request for `userId` from the browser whose token hashes to `hashes.requester`: that
     * browser's earlier rows, and every row no longer live, are deleted, so its older link and code
     * stop working. Another browser's live code stays (docs/sign-in.md, "Wrong codes from
     * strangers"): a stranger asking for the address does not end the code its owner was sent. The
     * asks per address (5 per 15 minutes) bound the live rows of an account.
     */
    async replace(
      userId: number,
      hashes: { token: string; code: string; requester: string | null },
      expiresAt: string,
    ): Promise<void> {
      const nowIso = new Date().toISOString();
      await inGivenTransaction(db, async (trx) => {
        await trx
          .deleteFrom('signInCodes')
          .where('userId', '=', userId)
          .where((eb) =>
            eb.or([
              eb('requesterHash', 'is', null),
              ...(hashes.requester ? [eb('requesterHash', '=', hashes.requester)] : []),
              eb('usedAt', 'is not', null),
              eb('expiresAt', '<=', nowIso),
              eb('attempts', '>=', EMAIL_SIGN_IN_CODE_TRIES),
            ]),
          )
          .execute();
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
     * Counts one try against one live code of the account before it is compared, and returns the
     * code's hash; undefined when there is none (none asked for, used, expired, or out of tries).
     * The code is the one asked for by the browser whose token hashes to `requester`, else the newest
     * (typed on another device). With `firstTryOnly` (the address is past its wrong codes) only the
     * requester's own code, not tried before, counts. Counting first means that even tries sent at the
     * same moment get at most EMAIL_SIGN_IN_CODE_TRIES comparisons between them.
     */
    async countTry(
      userId: number,
      nowIso: string,
      { requester, firstTryOnly = false }: { requester?: string | undefined; firstTryOnly?: boolean } = {},
    ): Promise<CountedTry | undefined> {
      const live = db
        .selectFrom('signInCodes')
        .select('id')
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .where('attempts', '<', EMAIL_SIGN_IN_CODE_TRIES)
        .orderBy('id', 'desc');
      const own = requester ? await live.where('requesterHash', '=', requester).executeTakeFirst() : undefined;
      if (firstTryOnly && !own) return undefined;
      const target = own ?? (await live.executeTakeFirst());
      if (!target) return undefined;
      let query = db
        .updateTable('signInCodes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', target.id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', nowIso)
        .where('attempts', '<', EMAIL_SIGN_IN_CODE_TRIES);
      if (firstTryOnly) query = query.where('attempts', '=', 0);
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
