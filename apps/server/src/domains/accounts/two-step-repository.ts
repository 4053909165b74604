import { SIGN_IN_METHODS, type SignInMethod } from '@ta/shared';
import type { Kysely } from 'kysely';
import type { Database, TwoStepChallengesTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

/** The sign-in methods that include a second step: sessions signed in any other way are password-only. */
export const TWO_STEP_METHODS: readonly SignInMethod[] = ['password_totp', 'password_recovery_code'];

/** The admin's setting: staff and admins must sign in with two steps. */
export const REQUIRE_TWO_STEP_KEY = 'require_two_step_for_staff';

/** A person's two-step sign-in as stored: the secrets stay sealed (lib/secret-box.ts). */
export interface TwoStepState {
  secretSealed: string | null;
  pendingSealed: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

export interface TwoStepChallenge {
  id: number;
  userId: number;
  purpose: TwoStepChallengesTable['purpose'];
  attempts: number;
  expiresAt: string;
}

/** One open session of an account, as its owner may see it (the id stays here, for telling rows apart). */
export interface OpenSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  signInMethod: SignInMethod;
}

/**
 * Two-step sign-in (docs/two-step.md): the authenticator secret (sealed), recovery codes (hashed), the
 * short step between password and code, the admin's setting, and the account's open sessions.
 */
export function createTwoStepRepository(db: Kysely<Database>) {
  return {
    async state(userId: number): Promise<TwoStepState | undefined> {
      return db
        .selectFrom('users')
        .select([
          'totpSecretSealed as secretSealed',
          'totpPendingSealed as pendingSealed',
          'totpEnabledAt as enabledAt',
          'totpLastStep as lastStep',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Keeps a new secret shown for setting up, replacing any earlier one not yet confirmed. */
    async setPending(userId: number, sealed: string): Promise<void> {
      await db.updateTable('users').set({ totpPendingSealed: sealed }).where('id', '=', userId).execute();
    },

    /**
     * Turns two-step sign-in on with the pending secret `pendingSealed` (the one the code was checked
     * against: a set-up started again meanwhile wins), noting the code's step as used, and replaces the
     * recovery codes. False when the pending secret changed or it was already on.
     */
    async enable(userId: number, pendingSealed: string, step: number, codeHashes: readonly string[]) {
      return inGivenTransaction(db, async (trx) => {
        const now = new Date().toISOString();
        const result = await trx
          .updateTable('users')
          .set({
            totpSecretSealed: pendingSealed,
            totpPendingSealed: null,
            totpEnabledAt: now,
            totpLastStep: step,
          })
          .where('id', '=', userId)
          .where('totpPendingSealed', '=', pendingSealed)
          .where('totpEnabledAt', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
        await trx
          .insertInto('recoveryCodes')
          .values(codeHashes.map((codeHash) => ({ userId, codeHash, keyed: 1, createdAt: now })))
          .execute();
        return true;
      });
    },

    /**
     * Notes `step` as the last one accepted, only when it is later than the last: false means the
     * code (or an earlier one) was already used, also when two requests race with the same code.
     */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ totpLastStep: step })
        .where('id', '=', userId)
        .where('totpEnabledAt', 'is not', null)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        const now = new Date().toISOString();
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
        await trx
          .insertInto('recoveryCodes')
          .values(codeHashes.map((codeHash) => ({ userId, codeHash, keyed: 1, createdAt: now })))
          .execute();
      });
    },

    /** Uses up one unused recovery code; false when there is no such code (wrong, or used before). */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable('recoveryCodes')
        .set({ usedAt: new Date().toISOString() })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('keyed', '=', 1)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Converts the recovery codes still kept as a bare SHA-256 to their keyed hash, `key(old)`; each
     * row once, also when two instances start together. Answers how many it converted.
     */
    async keyOldRecoveryCodes(key: (sha256Hex: string) => string): Promise<number> {
      const rows = await db.selectFrom('recoveryCodes').select(['id', 'codeHash']).where('keyed', '=', 0).execute();
      let converted = 0;
      for (const row of rows) {
        const result = await db
          .updateTable('recoveryCodes')
          .set({ codeHash: key(row.codeHash), keyed: 1 })
          .where('id', '=', row.id)
          .where('keyed', '=', 0)
          .executeTakeFirst();
        converted += Number(result.numUpdatedRows);
      }
      return converted;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('recoveryCodes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Two-step sign-in off: the secrets, the recovery codes and any half-finished sign-in are gone. */
    async turnOff(userId: number): Promise<void> {
      await inGivenTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ totpSecretSealed: null, totpPendingSealed: null, totpEnabledAt: null, totpLastStep: null })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
        await trx.deleteFrom('twoStepChallenges').where('userId', '=', userId).execute();
      });
    },

    async createChallenge(challenge: {
      userId: number;
      tokenHash: string;
      purpose: TwoStepChallenge['purpose'];
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('twoStepChallenges')
        .values({ ...challenge, createdAt: new Date().toISOString() })
        .execute();
    },

    async findChallenge(tokenHash: string): Promise<TwoStepChallenge | undefined> {
      return db
        .selectFrom('twoStepChallenges')
        .select(['id', 'userId', 'purpose', 'attempts', 'expiresAt'])
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Counts one try; false when the challenge has had its `max` tries (or is gone). */
    async countTry(id: number, max: number): Promise<boolean> {
      const result = await db
        .updateTable('twoStepChallenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', max)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteChallenge(id: number): Promise<void> {
      await db.deleteFrom('twoStepChallenges').where('id', '=', id).execute();
    },

    /** Deletes challenges that have expired, and any other challenge of `userId` (one at a time). */
    async clearChallenges(userId: number, nowIso: string): Promise<void> {
      await db
        .deleteFrom('twoStepChallenges')
        .where((eb) => eb.or([eb('userId', '=', userId), eb('expiresAt', '<=', nowIso)]))
        .execute();
    },

    async requireTwoStepForStaff(): Promise<boolean> {
      const row = await db
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', REQUIRE_TWO_STEP_KEY)
        .executeTakeFirst();
      return row?.value === 'true';
    },

    async setRequireTwoStepForStaff(required: boolean, byId: number): Promise<void> {
      const now = new Date().toISOString();
      const value = required ? 'true' : 'false';
      await db
        .insertInto('appSettings')
        .values({ key: REQUIRE_TWO_STEP_KEY, value, updatedAt: now, updatedById: byId })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now, updatedById: byId }))
        .execute();
    },

    /** Ends every staff and admin session signed in without a second step; how many ended. */
    async endStaffSessionsWithoutTwoStep(): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('signInMethod', 'not in', TWO_STEP_METHODS)
        .where('userId', 'in', (eb) =>
          eb.selectFrom('users').select('users.id').where('users.role', 'in', ['staff', 'admin']),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The account's sessions not yet expired at `nowIso`, the most recently used first. */
    async openSessions(userId: number, nowIso: string): Promise<OpenSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'createdAt', 'lastSeenAt', 'userAgent', 'signInMethod'])
        .where('userId', '=', userId)
        .where('idleExpiresAt', '>', nowIso)
        .where('absoluteExpiresAt', '>', nowIso)
        .orderBy('lastSeenAt', 'desc')
        .orderBy('createdAt', 'desc')
        .execute();
      return rows.map((row) => ({
        ...row,
        signInMethod: SIGN_IN_METHODS.includes(row.signInMethod) ? row.signInMethod : 'password',
      }));
    },
  };
}

export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;
