import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { CardCheckoutsTable, Database } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';
import type { InvoiceRow, PaymentRow } from '../invoices/index.js';

export type CheckoutRow = Selectable<CardCheckoutsTable>;

export interface NewCardPayment {
  amountCents: number;
  paymentIntentId: string;
  feeCents: number | null;
  cardLabel: string | null;
  paidByUserId: number | null;
  payerName: string | null;
  payerEmail: string | null;
  receivedOn: string;
  /** 'Deposit paid with the quote', 'Autopay'… in the office's words. */
  note: string | null;
}

export interface NewRefund {
  refundId: string;
  amountCents: number;
  reason: string;
  refundedById: number | null;
  refundedOn: string;
}

/**
 * Card payments' rows (docs/payments.md): the Checkout pages started here, the Stripe events already
 * handled, card payments keyed by Stripe's payment id and their refunds. Each write that moves money
 * changes the invoice's paid sum in the same transaction, its row locked on PostgreSQL; a payment or
 * refund Stripe tells twice is found by its id and changes nothing the second time.
 */
export function createCardPaymentsRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  async function lockedInvoice(trx: Kysely<Database>, id: number): Promise<InvoiceRow | undefined> {
    let query = trx.selectFrom('invoices').selectAll().where('id', '=', id);
    if (postgres) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  return {
    async addCheckout(row: {
      sessionId: string;
      purpose: CheckoutRow['purpose'];
      invoiceId?: number;
      quoteId?: number;
      quoteVersion?: number;
      clientId: number | null;
      amountCents: number;
      payerUserId: number | null;
    }): Promise<void> {
      await db.insertInto('cardCheckouts').values(row).execute();
    },

    async checkoutBySession(sessionId: string): Promise<CheckoutRow | undefined> {
      return db.selectFrom('cardCheckouts').selectAll().where('sessionId', '=', sessionId).executeTakeFirst();
    },

    /** The Checkout pages still open for an invoice (or a quote's deposit), to end before a new one. */
    async openCheckouts(of: { invoiceId: number } | { quoteId: number }): Promise<string[]> {
      let query = db.selectFrom('cardCheckouts').select('sessionId').where('status', '=', 'open');
      query = 'invoiceId' in of ? query.where('invoiceId', '=', of.invoiceId) : query.where('quoteId', '=', of.quoteId);
      return (await query.execute()).map((row) => row.sessionId);
    },

    async setCheckoutStatus(sessionId: string, status: 'complete' | 'expired', at: string): Promise<void> {
      await db
        .updateTable('cardCheckouts')
        .set({ status, completedAt: status === 'complete' ? at : null })
        .where('sessionId', '=', sessionId)
        .where('status', '=', 'open')
        .execute();
    },

    /**
     * Claims a Stripe event for this transaction: false when it was handled already. On PostgreSQL a
     * second delivery of the same event waits on the first's unique key and then finds it taken.
     */
    async claimEvent(id: string, type: string): Promise<boolean> {
      return inGivenTransaction(db, async (trx) => {
        const inserted = await trx
          .insertInto('stripeEvents')
          .values({ id, type, outcome: 'handling' })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      });
    },

    async setEventOutcome(id: string, outcome: string): Promise<void> {
      await db.updateTable('stripeEvents').set({ outcome }).where('id', '=', id).execute();
    },

    async paymentByIntent(paymentIntentId: string): Promise<PaymentRow | undefined> {
      return db
        .selectFrom('payments')
        .selectAll()
        .where('provider', '=', 'stripe')
        .where('providerReference', '=', paymentIntentId)
        .executeTakeFirst();
    },

    /**
     * A card payment on an invoice, counted on its paid sum. Money Stripe took is always recorded,
     * even past the balance (a second tab paid too): the owner sees the overpayment and refunds it.
     * `undefined` when this payment was recorded already, or the invoice is gone.
     */
    async recordCardPayment(
      invoiceId: number,
      payment: NewCardPayment,
    ): Promise<{ payment: PaymentRow; invoice: InvoiceRow } | undefined> {
      return inGivenTransaction(db, async (trx) => {
        const invoice = await lockedInvoice(trx, invoiceId);
        if (!invoice) return undefined;
        const row = await trx
          .insertInto('payments')
          .values({
            invoiceId,
            amountCents: payment.amountCents,
            method: 'online',
            provider: 'stripe',
            providerReference: payment.paymentIntentId,
            reference: payment.cardLabel,
            receivedOn: payment.receivedOn,
            note: payment.note,
            feeCents: payment.feeCents,
            cardLabel: payment.cardLabel,
            paidByUserId: payment.paidByUserId,
            payerName: payment.payerName,
            payerEmail: payment.payerEmail,
          })
          .onConflict((oc) => oc.columns(['provider', 'providerReference']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const updated = await trx
          .updateTable('invoices')
          .set({ paidCents: invoice.paidCents + payment.amountCents })
          .where('id', '=', invoiceId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { payment: row, invoice: updated };
      });
    },

    /** Fills in a card payment's fee once Stripe has told it. */
    async setFee(paymentId: number, feeCents: number): Promise<void> {
      await db
        .updateTable('payments')
        .set({ feeCents })
        .where('id', '=', paymentId)
        .where('feeCents', 'is', null)
        .execute();
    },

    /**
     * A refund of a card payment: it comes off the payment and the invoice's paid sum. `undefined` when
     * this refund was recorded already (by the admin's request, then again by Stripe's event).
     */
    async recordRefund(
      paymentId: number,
      refund: NewRefund,
    ): Promise<{ payment: PaymentRow; invoice: InvoiceRow } | undefined> {
      return inGivenTransaction(db, async (trx) => {
        const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
        if (!payment) return undefined;
        const invoice = await lockedInvoice(trx, payment.invoiceId);
        if (!invoice) return undefined;
        const inserted = await trx
          .insertInto('paymentRefunds')
          .values({
            paymentId,
            amountCents: refund.amountCents,
            reason: refund.reason,
            providerReference: refund.refundId,
            refundedById: refund.refundedById,
            refundedOn: refund.refundedOn,
          })
          .onConflict((oc) => oc.column('providerReference').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return undefined;
        const updatedPayment = await trx
          .updateTable('payments')
          .set({ refundedCents: sql`refunded_cents + ${refund.amountCents}` })
          .where('id', '=', paymentId)
          .returningAll()
          .executeTakeFirstOrThrow();
        // A voided payment is already off the paid sum.
        const updatedInvoice = payment.voidedAt
          ? invoice
          : await trx
              .updateTable('invoices')
              .set({ paidCents: invoice.paidCents - refund.amountCents })
              .where('id', '=', invoice.id)
              .returningAll()
              .executeTakeFirstOrThrow();
        return { payment: updatedPayment, invoice: updatedInvoice };
      });
    },

    async refunds(paymentIds: readonly number[]) {
      if (paymentIds.length === 0) return [];
      return db
        .selectFrom('paymentRefunds as r')
        .leftJoin('users as u', 'u.id', 'r.refundedById')
        .selectAll('r')
        .select(['u.firstName', 'u.lastName'])
        .where('r.paymentId', 'in', paymentIds)
        .orderBy('r.id')
        .execute();
    },

    /** The invoice an e-mailed pay link opens, by its token's hash. */
    async invoiceByPayToken(hash: string): Promise<InvoiceRow | undefined> {
      return db.selectFrom('invoices').selectAll().where('payTokenHash', '=', hash).executeTakeFirst();
    },

    async setPayToken(invoiceId: number, hash: string): Promise<void> {
      await db.updateTable('invoices').set({ payTokenHash: hash }).where('id', '=', invoiceId).execute();
    },
  };
}

export type CardPaymentsRepository = ReturnType<typeof createCardPaymentsRepository>;
