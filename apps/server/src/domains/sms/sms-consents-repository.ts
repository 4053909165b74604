import type { Locale, SmsConsentEnd, SmsConsentSource } from '@ta/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SmsConsentsTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

export type SmsConsentRow = Selectable<SmsConsentsTable>;

/** A consent about to be recorded: the words shown, in which language, from where. */
export interface NewSmsConsent {
  userId: number;
  phone: string;
  source: SmsConsentSource;
  language: Locale;
  shownText: string;
  ip: string | null;
}

/** An account's texting state: the number, the kinds chosen, and the consent in force (if any). */
export interface TextingState {
  phone: string | null;
  kinds: string;
  consent: SmsConsentRow | undefined;
}

/**
 * Consents to texts (docs/sms.md). An account has at most one consent in force (`ended_at` null), for
 * the number on the account; a new number ends the old consent. A STOP from a number ends every
 * consent in force for it, whichever accounts share it; START gives a new one to the accounts whose
 * last consent a STOP ended.
 */
export function createSmsConsentsRepository(db: Kysely<Database>) {
  const now = () => new Date().toISOString();

  const inForce = (trx: Kysely<Database>, userId: number) =>
    trx
      .selectFrom('smsConsents')
      .selectAll()
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  return {
    async stateOf(userId: number): Promise<TextingState> {
      const user = await db
        .selectFrom('users')
        .select(['smsPhone', 'smsKinds'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { phone: user.smsPhone, kinds: user.smsKinds, consent: await inForce(db, userId) };
    },

    /** The account's consents, newest first (the back office's record). */
    async historyOf(userId: number): Promise<SmsConsentRow[]> {
      return db
        .selectFrom('smsConsents')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    /** The last consent a STOP from this number ended, for one account: START from it turns texts on again. */
    async endedByStop(userId: number, phone: string): Promise<boolean> {
      const last = await db
        .selectFrom('smsConsents')
        .select(['endReason', 'phone'])
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return last?.endReason === 'stop_reply' && last.phone === phone;
    },

    /**
     * Records a consent, with the number and kinds on the account. A consent in force for another number
     * ends ('new_number'); one in force for the same number is kept (nothing new was agreed to).
     */
    async give(consent: NewSmsConsent, kinds: string): Promise<SmsConsentRow> {
      return inGivenTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ smsPhone: consent.phone, smsKinds: kinds })
          .where('id', '=', consent.userId)
          .execute();
        const current = await inForce(trx, consent.userId);
        if (current?.phone === consent.phone) return current;
        if (current) {
          await trx
            .updateTable('smsConsents')
            .set({ endedAt: now(), endReason: 'new_number' })
            .where('id', '=', current.id)
            .execute();
        }
        return trx.insertInto('smsConsents').values(consent).returningAll().executeTakeFirstOrThrow();
      });
    },

    async setKinds(userId: number, kinds: string): Promise<void> {
      await db.updateTable('users').set({ smsKinds: kinds }).where('id', '=', userId).execute();
    },

    /** Ends the account's consent in force; false when there was none. */
    async end(userId: number, reason: SmsConsentEnd): Promise<boolean> {
      const ended = await db
        .updateTable('smsConsents')
        .set({ endedAt: now(), endReason: reason })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      return Number(ended.numUpdatedRows) > 0;
    },

    /** A STOP: ends every consent in force for the number. Returns the accounts whose texts ended. */
    async endForNumber(phone: string): Promise<number[]> {
      const ended = await db
        .updateTable('smsConsents')
        .set({ endedAt: now(), endReason: 'stop_reply' })
        .where('phone', '=', phone)
        .where('endedAt', 'is', null)
        .returning('userId')
        .execute();
      return ended.map((row) => row.userId);
    },

    /** The accounts whose texts a STOP from this number ended and which still keep the number. */
    async stoppedAt(phone: string): Promise<{ userId: number; language: Locale }[]> {
      const accounts = await db
        .selectFrom('users')
        .select(['id', 'language'])
        .where('smsPhone', '=', phone)
        .where('active', '=', true)
        .orderBy('id')
        .execute();
      const stopped: { userId: number; language: Locale }[] = [];
      for (const account of accounts) {
        if (await this.endedByStop(account.id, phone)) stopped.push({ userId: account.id, language: account.language });
      }
      return stopped;
    },

    /** A STOP from a number (any, an account's or not): nothing is texted to it until START. */
    async stopNumber(phone: string): Promise<void> {
      await db
        .insertInto('smsStops')
        .values({ phone, stoppedAt: now() })
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
    },

    /** START: the number may be texted again (under each account's consent). */
    async unstopNumber(phone: string): Promise<void> {
      await db.deleteFrom('smsStops').where('phone', '=', phone).execute();
    },

    async isStopped(phone: string): Promise<boolean> {
      return (
        (await db.selectFrom('smsStops').select('phone').where('phone', '=', phone).executeTakeFirst()) !== undefined
      );
    },

    /**
     * The account a text from this number is about: one with a consent in force for it first, else one
     * that keeps it as its texting number; the oldest of several (a shared number).
     */
    async accountAt(phone: string): Promise<number | undefined> {
      const consent = await db
        .selectFrom('smsConsents')
        .select('userId')
        .where('phone', '=', phone)
        .where('endedAt', 'is', null)
        .orderBy('userId')
        .executeTakeFirst();
      if (consent) return consent.userId;
      const kept = await db
        .selectFrom('users')
        .select('id')
        .where('smsPhone', '=', phone)
        .where('active', '=', true)
        .orderBy('id')
        .executeTakeFirst();
      return kept?.id;
    },

    /** The accounts with a consent in force for the number (a shared number has several). */
    async inForceAt(phone: string): Promise<SmsConsentRow[]> {
      return db
        .selectFrom('smsConsents')
        .selectAll()
        .where('phone', '=', phone)
        .where('endedAt', 'is', null)
        .orderBy('id')
        .execute();
    },
  };
}

export type SmsConsentsRepository = ReturnType<typeof createSmsConsentsRepository>;
