import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import type { AutopayTriesTable, CardCustomersTable, Database, InvoicesTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

type InvoiceRow = Selectable<InvoicesTable>;
export type CardCustomerRow = Selectable<CardCustomersTable>;
export type AutopayTryRow = Selectable<AutopayTriesTable>;

/** An invoice the autopay sweep may charge, with the card it would be charged to. */
export interface AutopayCandidate {
  invoice: InvoiceRow;
  customerId: string;
  paymentMethodId: string;
  cardLabel: string | null;
}

/** A card saved on Stripe's page, as the webhook read it back. */
export interface CardToSave {
  customerId: string;
  paymentMethodId: string;
  cardLabel: string | null;
  cardExpires: string | null;
}

/** The words agreed to for autopay, and when and by whom. */
export interface AutopayConsent {
  text: string;
  at: string;
  byId: number;
}

/**
 * A client's card on file and their autopay tries (docs/decisions/077-card-on-file-and-autopay.md).
 * One `card_customers` row per client: their Stripe customer, the card (its id at Stripe, label and
 * expiry, never more of it), autopay with the words agreed to. One `autopay_tries` row per charge of
 * an invoice, unique by invoice and try number: inserting it claims the try, so of two sweeps at once
 * only one charges.
 */
export function createAutopayRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  async function lockedCustomer(trx: Kysely<Database>, clientId: number): Promise<CardCustomerRow | undefined> {
    let query = trx.selectFrom('cardCustomers').selectAll().where('clientId', '=', clientId);
    if (postgres) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  return {
    async customerOf(clientId: number): Promise<CardCustomerRow | undefined> {
      return db.selectFrom('cardCustomers').selectAll().where('clientId', '=', clientId).executeTakeFirst();
    },

    /** Keeps the client's Stripe customer; one made at the same moment by another request is kept instead. */
    async keepCustomer(clientId: number, customerId: string): Promise<CardCustomerRow> {
      await db
        .insertInto('cardCustomers')
        .values({ clientId, customerId })
        .onConflict((oc) => oc.column('clientId').doNothing())
        .execute();
      return db.selectFrom('cardCustomers').selectAll().where('clientId', '=', clientId).executeTakeFirstOrThrow();
    },

    /** The client's save-a-card pages still open, to end before a new one. */
    async openCardCheckouts(clientId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('cardCheckouts')
        .select('sessionId')
        .where('purpose', '=', 'card')
        .where('clientId', '=', clientId)
        .where('status', '=', 'open')
        .execute();
      return rows.map((row) => row.sessionId);
    },

    /**
     * The card saved on Stripe's page becomes the client's card on file. A different card replaces the
     * one before, and turns autopay off: the words agreed to named the old card. Answers the card it
     * replaced (for Stripe to forget), or null; undefined when the client has no customer here.
     */
    async saveCard(clientId: number, card: CardToSave): Promise<{ replaced: string | null } | undefined> {
      return inGivenTransaction(db, async (trx) => {
        const row = await lockedCustomer(trx, clientId);
        if (!row || row.customerId !== card.customerId) return undefined;
        const same = row.paymentMethodId === card.paymentMethodId;
        await trx
          .updateTable('cardCustomers')
          .set({
            paymentMethodId: card.paymentMethodId,
            cardLabel: card.cardLabel,
            cardExpires: card.cardExpires,
            ...(same ? {} : { autopay: false }),
            updatedAt: new Date().toISOString(),
          })
          .where('clientId', '=', clientId)
          .execute();
        return { replaced: same ? null : row.paymentMethodId };
      });
    },

    /** Autopay on with the words agreed to, only while a card is on file; false when there is none. */
    async turnAutopayOn(clientId: number, consent: AutopayConsent): Promise<boolean> {
      const updated = await db
        .updateTable('cardCustomers')
        .set({
          autopay: true,
          consentText: consent.text,
          consentedAt: consent.at,
          consentedById: consent.byId,
          updatedAt: consent.at,
        })
        .where('clientId', '=', clientId)
        .where('paymentMethodId', 'is not', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** Autopay off; the words last agreed to stay, as the record of that consent. True when it was on. */
    async turnAutopayOff(clientId: number): Promise<boolean> {
      const updated = await db
        .updateTable('cardCustomers')
        .set({ autopay: false, updatedAt: new Date().toISOString() })
        .where('clientId', '=', clientId)
        .where('autopay', '=', true)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The card comes off the account, and autopay with it. Answers the card's id at Stripe, or null. */
    async removeCard(clientId: number): Promise<string | null> {
      return inGivenTransaction(db, async (trx) => {
        const row = await lockedCustomer(trx, clientId);
        if (!row?.paymentMethodId) return null;
        await trx
          .updateTable('cardCustomers')
          .set({
            paymentMethodId: null,
            cardLabel: null,
            cardExpires: null,
            autopay: false,
            updatedAt: new Date().toISOString(),
          })
          .where('clientId', '=', clientId)
          .execute();
        return row.paymentMethodId;
      });
    },

    /**
     * Sent, standing invoices with a balance, due on `today` or before, whose client has autopay on
     * with a card: what the sweep looks at (each invoice's tries decide whether it charges now).
     */
    async dueForAutopay(today: string): Promise<AutopayCandidate[]> {
      const rows = await db
        .selectFrom('invoices as i')
        .innerJoin('cardCustomers as c', 'c.clientId', 'i.clientId')
        .selectAll('i')
        .select(['c.customerId', 'c.paymentMethodId as cardPaymentMethodId', 'c.cardLabel as cardOnFile'])
        .where('c.autopay', '=', true)
        .where('c.paymentMethodId', 'is not', null)
        .where('i.sentAt', 'is not', null)
        .where('i.voidedAt', 'is', null)
        .whereRef('i.totalCents', '>', 'i.paidCents')
        .where('i.dueOn', '<=', today)
        .orderBy('i.id')
        .execute();
      return rows.map(({ customerId, cardPaymentMethodId, cardOnFile, ...invoice }) => ({
        invoice,
        customerId,
        paymentMethodId: cardPaymentMethodId as string,
        cardLabel: cardOnFile,
      }));
    },

    async triesOf(invoiceIds: readonly number[]): Promise<AutopayTryRow[]> {
      if (invoiceIds.length === 0) return [];
      return db
        .selectFrom('autopayTries')
        .selectAll()
        .where('invoiceId', 'in', invoiceIds)
        .orderBy('invoiceId')
        .orderBy('tryNumber')
        .execute();
    },

    /** The tries of a client's invoices, newest first, with each invoice's number. */
    async triesOfClient(clientId: number, limit = 50) {
      return db
        .selectFrom('autopayTries as t')
        .innerJoin('invoices as i', 'i.id', 't.invoiceId')
        .selectAll('t')
        .select('i.number as invoiceNumber')
        .where('i.clientId', '=', clientId)
        .orderBy('t.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Claims try `tryNumber` of an invoice: its row is written, pending, unless another sweep wrote it
     * first (the unique invoice and try number), in which case null and this sweep charges nothing.
     */
    async claimTry(invoiceId: number, tryNumber: number, amountCents: number): Promise<AutopayTryRow | null> {
      const row = await db
        .insertInto('autopayTries')
        .values({ invoiceId, tryNumber, amountCents, outcome: 'pending', triedAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['invoiceId', 'tryNumber']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Takes a pending try back up, when its charge's answer was never recorded (Stripe could not be
     * reached, or the worker stopped) and it was last tried at or before `before`: one conditional
     * update, so one sweep of several resumes it. It charges again with the same idempotency key.
     */
    async resumeTry(id: number, before: string, now: string): Promise<boolean> {
      const updated = await db
        .updateTable('autopayTries')
        .set({ triedAt: now })
        .where('id', '=', id)
        .where('outcome', '=', 'pending')
        .where('triedAt', '<=', before)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async trySucceeded(id: number, paymentIntentId: string): Promise<void> {
      await db
        .updateTable('autopayTries')
        .set({ outcome: 'succeeded', providerReference: paymentIntentId, declineCode: null, message: null })
        .where('id', '=', id)
        .where('outcome', '=', 'pending')
        .execute();
    },

    /** Stripe's own event of an autopay charge closes the invoice's try still waiting for its answer. */
    async pendingTrySucceeded(invoiceId: number, paymentIntentId: string): Promise<void> {
      await db
        .updateTable('autopayTries')
        .set({ outcome: 'succeeded', providerReference: paymentIntentId })
        .where('invoiceId', '=', invoiceId)
        .where('outcome', '=', 'pending')
        .execute();
    },

    /** A declined try, with Stripe's code and words and its next try; false when it was settled already. */
    async tryFailed(
      id: number,
      failure: {
        paymentIntentId: string | null;
        declineCode: string | null;
        message: string;
        nextTryOn: string | null;
      },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('autopayTries')
        .set({
          outcome: 'failed',
          providerReference: failure.paymentIntentId,
          declineCode: failure.declineCode,
          message: failure.message.slice(0, 500),
          nextTryOn: failure.nextTryOn,
        })
        .where('id', '=', id)
        .where('outcome', '=', 'pending')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
  };
}

export type AutopayRepository = ReturnType<typeof createAutopayRepository>;
