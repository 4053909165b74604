import type { ReconciliationSummary } from '@ta/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentReconciliationsTable } from '../../db/types.js';

export type ReconciliationRow = Selectable<PaymentReconciliationsTable>;

/** A card payment recorded here, as the daily comparison with Stripe reads it. */
export interface RecordedCardPayment {
  paymentId: number;
  invoiceId: number;
  invoiceNumber: number;
  paymentIntentId: string;
  amountCents: number;
  refundedCents: number;
  /** Stripe's ids of the refunds recorded on it. */
  refundIds: string[];
  receivedOn: string;
}

/** A quote's deposit paid by card, as the comparison reads it (deposits have no refunds of their own here). */
export interface RecordedDeposit {
  depositId: number;
  quoteId: number;
  paymentIntentId: string;
  amountCents: number;
  paidOn: string;
}

/** An invoice paid more than its total, with a card payment among its payments. */
export interface OverpaidInvoice {
  invoiceId: number;
  invoiceNumber: number;
  totalCents: number;
  paidCents: number;
}

/**
 * The daily comparison of card payments with Stripe's (docs/payments-reconciliation.md): one row per New
 * York day, what it found kept as JSON; and the reads it compares, by Stripe's payment ids or by day.
 */
export function createReconciliationsRepository(db: Kysely<Database>) {
  async function withRefunds(
    rows: {
      id: number;
      invoiceId: number;
      number: number;
      providerReference: string | null;
      amountCents: number;
      refundedCents: number;
      receivedOn: string;
    }[],
  ): Promise<RecordedCardPayment[]> {
    const ids = rows.map((row) => row.id);
    const refunds = ids.length
      ? await db
          .selectFrom('paymentRefunds')
          .select(['paymentId', 'providerReference'])
          .where('paymentId', 'in', ids)
          .orderBy('id')
          .execute()
      : [];
    return rows.map((row) => ({
      paymentId: row.id,
      invoiceId: row.invoiceId,
      invoiceNumber: row.number,
      paymentIntentId: row.providerReference ?? '',
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      refundIds: refunds.filter((r) => r.paymentId === row.id).map((r) => r.providerReference),
      receivedOn: row.receivedOn,
    }));
  }

  async function latest(): Promise<ReconciliationRow | undefined> {
    return db.selectFrom('paymentReconciliations').selectAll().orderBy('runOn', 'desc').limit(1).executeTakeFirst();
  }

  return {
    /** The newest run. */
    latest,

    /** The run of one New York day (yyyy-MM-dd). */
    async ofDay(runOn: string): Promise<ReconciliationRow | undefined> {
      return db.selectFrom('paymentReconciliations').selectAll().where('runOn', '=', runOn).executeTakeFirst();
    },

    /** The newest run's day, when it read Stripe, and how many differences it found (the dashboard). */
    async latestSummary(): Promise<ReconciliationSummary | null> {
      const row = await latest();
      if (!row) return null;
      const differences = JSON.parse(row.differences) as unknown;
      return {
        runOn: row.runOn,
        checkedAt: row.createdAt,
        differences: Array.isArray(differences) ? differences.length : 0,
      };
    },

    /**
     * Keeps a run as its day's: a second run the same New York day replaces the first (an admin's
     * "Check again now" after putting something right), so a day has one row.
     */
    async save(run: { runOn: string; checkedFrom: string; checkedAt: string; differences: string }) {
      return db
        .insertInto('paymentReconciliations')
        .values({
          runOn: run.runOn,
          checkedFrom: run.checkedFrom,
          differences: run.differences,
          createdAt: run.checkedAt,
        })
        .onConflict((oc) =>
          oc.column('runOn').doUpdateSet({
            checkedFrom: run.checkedFrom,
            differences: run.differences,
            createdAt: run.checkedAt,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Card payments recorded here with one of these Stripe ids, or received on `since` (yyyy-MM-dd) or later. */
    async cardPayments(paymentIntentIds: readonly string[], since: string): Promise<RecordedCardPayment[]> {
      const rows = await db
        .selectFrom('payments as p')
        .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
        .select([
          'p.id',
          'p.invoiceId',
          'i.number',
          'p.providerReference',
          'p.amountCents',
          'p.refundedCents',
          'p.receivedOn',
        ])
        .where('p.provider', '=', 'stripe')
        .where('p.providerReference', 'is not', null)
        .where((eb) =>
          paymentIntentIds.length
            ? eb.or([eb('p.receivedOn', '>=', since), eb('p.providerReference', 'in', paymentIntentIds)])
            : eb('p.receivedOn', '>=', since),
        )
        .orderBy('p.id')
        .execute();
      return withRefunds(rows);
    },

    /** Deposits paid by card with one of these Stripe ids, or paid on `since` or later. */
    async deposits(paymentIntentIds: readonly string[], since: string): Promise<RecordedDeposit[]> {
      const rows = await db
        .selectFrom('quoteDeposits')
        .select(['id', 'quoteId', 'providerReference', 'amountCents', 'paidOn'])
        .where((eb) =>
          paymentIntentIds.length
            ? eb.or([eb('paidOn', '>=', since), eb('providerReference', 'in', paymentIntentIds)])
            : eb('paidOn', '>=', since),
        )
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        depositId: row.id,
        quoteId: row.quoteId,
        paymentIntentId: row.providerReference,
        amountCents: row.amountCents,
        paidOn: row.paidOn,
      }));
    },

    /** The printed numbers of these invoices, by id (a Stripe payment names its invoice by id). */
    async invoiceNumbers(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('invoices').select(['id', 'number']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.number]));
    },

    /** Invoices not void, paid more than their total, with a card payment received on `since` or later. */
    async overpaidByCard(since: string): Promise<OverpaidInvoice[]> {
      const rows = await db
        .selectFrom('invoices as i')
        .select(['i.id', 'i.number', 'i.totalCents', 'i.paidCents'])
        .where('i.voidedAt', 'is', null)
        .where(sql<boolean>`i.paid_cents > i.total_cents`)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('payments as p')
              .select('p.id')
              .whereRef('p.invoiceId', '=', 'i.id')
              .where('p.provider', '=', 'stripe')
              .where('p.receivedOn', '>=', since),
          ),
        )
        .orderBy('i.number')
        .execute();
      return rows.map((row) => ({
        invoiceId: row.id,
        invoiceNumber: row.number,
        totalCents: row.totalCents,
        paidCents: row.paidCents,
      }));
    },
  };
}

export type ReconciliationsRepository = ReturnType<typeof createReconciliationsRepository>;
