import type { Kysely, Selectable } from 'kysely';
import type { Database, QuoteDepositsTable } from '../../db/types.js';

export type QuoteDepositRow = Selectable<QuoteDepositsTable>;

export type NewQuoteDeposit = Omit<QuoteDepositRow, 'id' | 'appliedPaymentId' | 'createdAt'>;

/** A deposit as the back office lists it: with the invoice it was counted on, if any. */
export type QuoteDepositListed = QuoteDepositRow & { invoiceId: number | null; invoiceNumber: number | null };

/**
 * Deposits paid by card with a quote (docs/quotes.md, "Deposits"), keyed by Stripe's payment id: a
 * payment Stripe tells twice is recorded once. A deposit is counted on the invoice made from its quote
 * as a payment of that invoice (`appliedPaymentId`), once.
 */
export function createQuoteDepositsRepository(db: Kysely<Database>) {
  return {
    /** Records a deposit; undefined when this payment was recorded already. */
    async record(deposit: NewQuoteDeposit): Promise<QuoteDepositRow | undefined> {
      return db
        .insertInto('quoteDeposits')
        .values(deposit)
        .onConflict((oc) => oc.column('providerReference').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async byReference(providerReference: string): Promise<QuoteDepositRow | undefined> {
      return db
        .selectFrom('quoteDeposits')
        .selectAll()
        .where('providerReference', '=', providerReference)
        .executeTakeFirst();
    },

    /** A quote's deposits, newest first, with the invoice each was counted on. */
    async ofQuote(quoteId: number): Promise<QuoteDepositListed[]> {
      return db
        .selectFrom('quoteDeposits as d')
        .leftJoin('payments as p', 'p.id', 'd.appliedPaymentId')
        .leftJoin('invoices as i', 'i.id', 'p.invoiceId')
        .selectAll('d')
        .select(['i.id as invoiceId', 'i.number as invoiceNumber'])
        .where('d.quoteId', '=', quoteId)
        .orderBy('d.id', 'desc')
        .execute();
    },

    /** The deposits of a quote not yet counted on an invoice, oldest first. */
    async unapplied(quoteId: number): Promise<QuoteDepositRow[]> {
      return db
        .selectFrom('quoteDeposits')
        .selectAll()
        .where('quoteId', '=', quoteId)
        .where('appliedPaymentId', 'is', null)
        .orderBy('id')
        .execute();
    },

    /** Marks a deposit as counted on an invoice by that payment; false when it already was. */
    async setApplied(id: number, paymentId: number): Promise<boolean> {
      const updated = await db
        .updateTable('quoteDeposits')
        .set({ appliedPaymentId: paymentId })
        .where('id', '=', id)
        .where('appliedPaymentId', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    /** Fills in the deposit's card fee once Stripe has told it. */
    async setFee(id: number, feeCents: number): Promise<void> {
      await db
        .updateTable('quoteDeposits')
        .set({ feeCents })
        .where('id', '=', id)
        .where('feeCents', 'is', null)
        .execute();
    },

    /** The invoice made from a quote that is not voided, newest first: where a deposit is counted. */
    async invoiceOfQuote(quoteId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('invoices')
        .select('id')
        .where('quoteId', '=', quoteId)
        .where('voidedAt', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type QuoteDepositsRepository = ReturnType<typeof createQuoteDepositsRepository>;
