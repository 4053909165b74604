import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A client someone referred, with the invoices the two referral discounts went on. */
export interface ReferredClient {
  id: number;
  firstName: string;
  lastName: string;
  registeredAt: string;
  /** The referred client's own first invoice with the welcome discount; null until they are billed. */
  welcomeInvoiceNumber: number | null;
  /** The referrer's invoice with the thank-you discount for this friend; null until it is given. */
  thanksInvoiceNumber: number | null;
}

/**
 * Referral codes and the discounts given automatically (docs/referrals.md): each client's code, who
 * referred whom, and each grant, claimed once per client and key (a unique pair) in the transaction
 * that makes the invoice it goes on.
 */
export function createRewardsRepository(db: Kysely<Database>) {
  return {
    async codeOf(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('referralCode').where('id', '=', userId).executeTakeFirst();
      return row?.referralCode ?? null;
    },

    /** Gives the account `code` unless it has one; false when the code is taken by another account. */
    async setCode(userId: number, code: string): Promise<boolean> {
      const taken = await db.selectFrom('users').select('id').where('referralCode', '=', code).executeTakeFirst();
      if (taken) return false;
      await db
        .updateTable('users')
        .set({ referralCode: code })
        .where('id', '=', userId)
        .where('referralCode', 'is', null)
        .execute();
      return true;
    },

    /** The active client whose code this is (any case), or undefined. */
    async clientByCode(code: string): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('users')
        .select('id')
        .where('referralCode', '=', code.toUpperCase())
        .where('role', '=', 'client')
        .where('active', '=', true)
        .executeTakeFirst();
    },

    async setReferredBy(userId: number, referrerId: number): Promise<void> {
      await db.updateTable('users').set({ referredById: referrerId }).where('id', '=', userId).execute();
    },

    /** Who referred the client: their account, while it exists. */
    async referrerOf(clientId: number) {
      return db
        .selectFrom('users as u')
        .innerJoin('users as r', 'r.id', 'u.referredById')
        .select(['r.id', 'r.firstName', 'r.lastName', 'r.active'])
        .where('u.id', '=', clientId)
        .executeTakeFirst();
    },

    /** The clients `referrerId` referred, oldest first, with the invoices their discounts went on. */
    async referredBy(referrerId: number): Promise<ReferredClient[]> {
      const rows = await db
        .selectFrom('users as u')
        .select((eb) => [
          'u.id',
          'u.firstName',
          'u.lastName',
          'u.createdAt as registeredAt',
          eb
            .selectFrom('discountGrants as g')
            .innerJoin('invoices as i', 'i.id', 'g.invoiceId')
            .select('i.number')
            .whereRef('g.clientId', '=', 'u.id')
            .where('g.grantKey', '=', 'referral-welcome')
            .as('welcomeInvoiceNumber'),
          eb
            .selectFrom('discountGrants as g')
            .innerJoin('invoices as i', 'i.id', 'g.invoiceId')
            .select('i.number')
            .where('g.clientId', '=', referrerId)
            .where('g.grantKey', '=', sql<string>`'referral-thanks-' || cast(u.id as text)`)
            .as('thanksInvoiceNumber'),
        ])
        .where('u.referredById', '=', referrerId)
        .orderBy('u.id')
        .execute();
      return rows.map((row) => ({
        ...row,
        welcomeInvoiceNumber: row.welcomeInvoiceNumber ?? null,
        thanksInvoiceNumber: row.thanksInvoiceNumber ?? null,
      }));
    },

    /** The keys of the discounts the client was given. */
    async grantKeys(clientId: number): Promise<Set<string>> {
      const rows = await db.selectFrom('discountGrants').select('grantKey').where('clientId', '=', clientId).execute();
      return new Set(rows.map((row) => row.grantKey));
    },

    /**
     * Claims a discount for the client, once: false when it was given already, or is being given in
     * another transaction that commits first (the unique pair waits for it, then does nothing).
     */
    async claim(clientId: number, grantKey: string): Promise<boolean> {
      const result = await db
        .insertInto('discountGrants')
        .values({ clientId, grantKey, invoiceId: null })
        .onConflict((oc) => oc.columns(['clientId', 'grantKey']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** The invoice the claimed discounts went on (in the same transaction). */
    async attach(clientId: number, invoiceId: number): Promise<void> {
      await db
        .updateTable('discountGrants')
        .set({ invoiceId })
        .where('clientId', '=', clientId)
        .where('invoiceId', 'is', null)
        .execute();
    },

    /** A voided invoice gives its discounts back: the next invoice gets them. */
    async release(invoiceId: number): Promise<void> {
      await db.deleteFrom('discountGrants').where('invoiceId', '=', invoiceId).execute();
    },

    /** The referred clients of `referrerId` who were billed (their welcome discount given). */
    async billedReferrals(referrerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('discountGrants as g', (join) =>
          join
            .onRef('g.clientId', '=', 'u.id')
            .on('g.grantKey', '=', 'referral-welcome')
            .on('g.invoiceId', 'is not', null),
        )
        .select('u.id')
        .where('u.referredById', '=', referrerId)
        .orderBy('u.id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The client's job invoices paid in full, not voided: their paid visits. */
    async paidVisits(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('clientId', '=', clientId)
        .where('kind', '=', 'job')
        .where('voidedAt', 'is', null)
        .whereRef('paidCents', '>=', 'totalCents')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
