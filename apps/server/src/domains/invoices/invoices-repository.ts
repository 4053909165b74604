import type { InvoiceFilter, InvoiceKind, Locale, PaymentMethod, PricedLine } from '@ta/shared';
import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { Database, InvoicesTable, PaymentsTable } from '../../db/types.js';
import { inGivenTransaction } from '../../db/transactions.js';

export type InvoiceRow = Selectable<InvoicesTable>;
export type PaymentRow = Selectable<PaymentsTable>;

export interface NewInvoice {
  kind: InvoiceKind;
  clientId: number | null;
  recipientName: string;
  recipientEmail: string;
  language: Locale;
  quoteId: number | null;
  quoteVersion: number | null;
  /** The visit billed; null for a standing visit's month (`planId` and `planMonth` then). */
  appointmentId: number | null;
  planId?: number;
  planMonth?: string;
  issuedOn: string;
  dueOn: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Null when the monthly billing sweep made it. */
  createdById: number | null;
  lines: readonly PricedLine[];
}

export interface NewPayment {
  amountCents: number;
  method: PaymentMethod;
  reference: string | null;
  receivedOn: string;
  note: string | null;
  recordedById: number;
}

export type CreateResult = { status: 'created'; id: number; number: number } | { status: 'already-invoiced' };
export type PaymentResult =
  { status: 'recorded'; payment: PaymentRow; invoice: InvoiceRow } | { status: 'not-found' | 'void' | 'too-large' };

/**
 * Invoices, their lines and payments (docs/invoices.md). The invoice counter is taken in the
 * transaction that writes the invoice: on PostgreSQL the counter's row lock holds every other
 * writer until this one commits or rolls back; on SQLite the transaction keeps the one connection.
 * A failed write rolls the number back with it, so numbers have no gaps. Invoices are never deleted.
 */
export function createInvoicesRepository(db: Kysely<Database>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Invoices in a list filter's state on `today` (the same rules as invoiceState). */
  function filtered(filter: InvoiceFilter | undefined, today: string) {
    let query = db.selectFrom('invoices').selectAll();
    if (!filter) return query;
    if (filter === 'void') return query.where('voidedAt', 'is not', null);
    query = query.where('voidedAt', 'is', null);
    const open = sql<boolean>`paid_cents < total_cents`;
    switch (filter) {
      case 'paid':
        return query.where(sql<boolean>`paid_cents >= total_cents`);
      case 'open':
        return query.where(open);
      case 'overdue':
        return query.where(open).where('dueOn', '<', today);
      case 'partly_paid':
        return query.where(open).where('dueOn', '>=', today).where('paidCents', '>', 0);
      case 'unpaid':
        return query.where(open).where('dueOn', '>=', today).where('paidCents', '=', 0);
    }
  }

  return {
    async create(input: NewInvoice): Promise<CreateResult> {
      // A visit already invoiced answers 'already-invoiced', and the service's conflict rolls the number back.
      return inGivenTransaction(db, async (trx) => {
        const counter = await trx
          .updateTable('numberSequences')
          .set({ lastValue: sql`last_value + 1` })
          .where('name', '=', 'invoice')
          .returning('lastValue')
          .executeTakeFirstOrThrow();
        // Checked after the counter is held, so two calls for one visit cannot both pass.
        // A standing visit's month is billed once too (docs/service-plans.md, "Billed by the month").
        const existing = await trx
          .selectFrom('invoices')
          .select('id')
          .where((eb) =>
            input.planId
              ? eb.and([eb('planId', '=', input.planId), eb('planMonth', '=', input.planMonth ?? '')])
              : eb('appointmentId', '=', input.appointmentId ?? 0),
          )
          .where('voidedAt', 'is', null)
          .executeTakeFirst();
        if (existing) return { status: 'already-invoiced' as const };
        const { lines, ...invoice } = input;
        const row = await trx
          .insertInto('invoices')
          .values({ ...invoice, number: counter.lastValue })
          .returning(['id', 'number'])
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('invoiceLines')
          .values(
            lines.map((line, position) => ({
              invoiceId: row.id,
              position,
              kind: line.kind,
              description: line.description,
              quantityHundredths: line.quantityHundredths,
              unitCents: line.unitCents,
              minutes: line.minutes ?? null,
              percentBp: line.percentBp ?? null,
              amountCents: line.amountCents,
            })),
          )
          .execute();
        return { status: 'created' as const, id: row.id, number: row.number };
      });
    },

    async byId(id: number): Promise<InvoiceRow | undefined> {
      return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A standing visit's month's invoice that is not voided, if any. */
    async forPlanMonth(planId: number, month: string): Promise<InvoiceRow | undefined> {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('planId', '=', planId)
        .where('planMonth', '=', month)
        .where('voidedAt', 'is', null)
        .executeTakeFirst();
    },

    /** The visit's invoice that is not voided, if any. */
    async forAppointment(appointmentId: number): Promise<InvoiceRow | undefined> {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('appointmentId', '=', appointmentId)
        .where('voidedAt', 'is', null)
        .executeTakeFirst();
    },

    async lines(invoiceId: number) {
      return db
        .selectFrom('invoiceLines')
        .select(['kind', 'description', 'quantityHundredths', 'unitCents', 'percentBp', 'amountCents'])
        .where('invoiceId', '=', invoiceId)
        .orderBy('position')
        .execute();
    },

    async payments(invoiceId: number) {
      return db
        .selectFrom('payments as p')
        .leftJoin('users as u', 'u.id', 'p.recordedById')
        .selectAll('p')
        .select(['u.firstName', 'u.lastName'])
        .where('p.invoiceId', '=', invoiceId)
        .orderBy('p.receivedOn')
        .orderBy('p.id')
        .execute();
    },

    async userName(id: number | null): Promise<string | null> {
      if (id === null) return null;
      const row = await db
        .selectFrom('users')
        .select(['firstName', 'lastName'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? `${row.firstName} ${row.lastName}`.trim() : null;
    },

    async list(filter: InvoiceFilter | undefined, today: string): Promise<InvoiceRow[]> {
      return filtered(filter, today).orderBy('number', 'desc').limit(500).execute();
    },

    async forClient(clientId: number): Promise<InvoiceRow[]> {
      return db.selectFrom('invoices').selectAll().where('clientId', '=', clientId).orderBy('number', 'desc').execute();
    },

    /** Invoices with a balance, and those past their due day: counts and the balances' sums. */
    async summary(today: string) {
      const row = await db
        .selectFrom('invoices')
        .select([
          sql<number>`count(*)`.as('openCount'),
          sql<number>`coalesce(sum(total_cents - paid_cents), 0)`.as('openCents'),
          sql<number>`coalesce(sum(case when due_on < ${today} then 1 else 0 end), 0)`.as('overdueCount'),
          sql<number>`coalesce(sum(case when due_on < ${today} then total_cents - paid_cents else 0 end), 0)`.as(
            'overdueCents',
          ),
        ])
        .where('voidedAt', 'is', null)
        .where(sql<boolean>`paid_cents < total_cents`)
        .executeTakeFirstOrThrow();
      return {
        openCount: Number(row.openCount),
        openCents: Number(row.openCents),
        overdueCount: Number(row.overdueCount),
        overdueCents: Number(row.overdueCents),
      };
    },

    async markSent(id: number, at: string): Promise<void> {
      await db.updateTable('invoices').set({ sentAt: at }).where('id', '=', id).execute();
    },

    /** Voids an invoice not yet voided; its number stays taken. False when there was nothing to void. */
    async voidInvoice(id: number, reason: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('invoices')
        .set({ voidedAt: at, voidReason: reason })
        .where('id', '=', id)
        .where('voidedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Records a payment and adds it to the invoice's paid sum in one transaction (the invoice's row
     * is locked on PostgreSQL), never past the balance.
     */
    async recordPayment(invoiceId: number, payment: NewPayment): Promise<PaymentResult> {
      return inGivenTransaction(db, async (trx): Promise<PaymentResult> => {
        let query = trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId);
        if (postgres) query = query.forUpdate();
        const invoice = await query.executeTakeFirst();
        if (!invoice) return { status: 'not-found' };
        if (invoice.voidedAt) return { status: 'void' };
        if (payment.amountCents > invoice.totalCents - invoice.paidCents) return { status: 'too-large' };
        const row = await trx
          .insertInto('payments')
          .values({ invoiceId, ...payment })
          .returningAll()
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('invoices')
          .set({ paidCents: invoice.paidCents + payment.amountCents })
          .where('id', '=', invoiceId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 'recorded', payment: row, invoice: updated };
      });
    },

    async paymentById(id: number): Promise<PaymentRow | undefined> {
      return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async markReceiptSent(paymentId: number, at: string): Promise<void> {
      await db.updateTable('payments').set({ receiptSentAt: at }).where('id', '=', paymentId).execute();
    },

    /** Voids a payment and takes it off the invoice's paid sum, in one transaction. */
    async voidPayment(id: number, reason: string, at: string): Promise<'voided' | 'not-found' | 'void'> {
      return inGivenTransaction(db, async (trx) => {
        const payment = await trx.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
        if (!payment) return 'not-found' as const;
        if (payment.voidedAt) return 'void' as const;
        await trx.updateTable('payments').set({ voidedAt: at, voidReason: reason }).where('id', '=', id).execute();
        await trx
          .updateTable('invoices')
          .set({ paidCents: sql`paid_cents - ${payment.amountCents}` })
          .where('id', '=', payment.invoiceId)
          .execute();
        return 'voided' as const;
      });
    },

    /** The export's invoices: issued from `from` to `to`, by number. */
    async issuedBetween(from: string, to: string): Promise<InvoiceRow[]> {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('issuedOn', '>=', from)
        .where('issuedOn', '<=', to)
        .orderBy('number')
        .execute();
    },

    /** The export's payments: received from `from` to `to`, with their invoice's number. */
    async receivedBetween(from: string, to: string) {
      return db
        .selectFrom('payments as p')
        .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
        .selectAll('p')
        .select(['i.number', 'i.recipientName'])
        .where('p.receivedOn', '>=', from)
        .where('p.receivedOn', '<=', to)
        .orderBy('p.receivedOn')
        .orderBy('p.id')
        .execute();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
