import type { InvoiceKind, JobItemKind, Locale, PaymentMethod } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Status, BillLineColumns } from './columns.js';

/** The time on the job, invoices and payments. */
export interface InvoiceTables {
  jobItems: JobItemsTable;
  numberSequences: NumberSequencesTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
  payments: PaymentsTable;
  cardCheckouts: CardCheckoutsTable;
  stripeEvents: StripeEventsTable;
  paymentRefunds: PaymentRefundsTable;
  quoteDeposits: QuoteDepositsTable;
  cardCustomers: CardCustomersTable;
  autopayTries: AutopayTriesTable;
  paymentReconciliations: PaymentReconciliationsTable;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface JobItemsTable {
  id: Generated<number>;
  appointmentId: number;
  kind: JobItemKind;
  description: string;
  amountCents: number;
  /** The receipt photo in photo storage. */
  receiptStorageKey: ColumnType<string | null, string | null | undefined, string | null>;
  addedById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
}

/** Counters taken inside the transaction that uses the number, so a number is never skipped. */
export interface NumberSequencesTable {
  name: string;
  lastValue: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: number;
  kind: InvoiceKind;
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
  recipientName: string;
  recipientEmail: string;
  language: Status<Locale>;
  quoteId: ColumnType<number | null, number | null | undefined, number | null>;
  quoteVersion: ColumnType<number | null, number | null | undefined, number | null>;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  issuedOn: string;
  dueOn: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The sum of its payments that are not voided, kept in the payment's transaction. */
  paidCents: ColumnType<number, number | undefined, number>;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  voidedAt: NullableTimestamp;
  voidReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The SHA-256 of the e-mailed pay link's token; the token itself is never stored. */
  payTokenHash: Nullable<string>;
  /** A standing visit's month (yyyy-MM) billed by this invoice (migration 501, docs/service-plans.md). */
  planId: Nullable<number>;
  planMonth: Nullable<string>;
}

export interface InvoiceLinesTable extends BillLineColumns {
  invoiceId: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  invoiceId: number;
  amountCents: number;
  method: PaymentMethod;
  /** A check's number or a Zelle confirmation. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** An online provider's name and its payment id, for when one is added. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  providerReference: ColumnType<string | null, string | null | undefined, string | null>;
  receivedOn: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  recordedById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  receiptSentAt: NullableTimestamp;
  voidedAt: NullableTimestamp;
  voidReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Stripe's fee for a card payment, once Stripe has told it. */
  feeCents: Nullable<number>;
  /** What was given back by refunds (card payments); the invoice counts the amount less this. */
  refundedCents: ColumnType<number, number | undefined, number>;
  /** Who paid online: the client, or someone of their circle paying for them. */
  paidByUserId: Nullable<number>;
  payerName: Nullable<string>;
  payerEmail: Nullable<string>;
  /** "Visa ending 4242": never more of the card than its brand and last four digits. */
  cardLabel: Nullable<string>;
}

export type CheckoutPurpose = 'invoice' | 'deposit' | 'card';

/** A Stripe Checkout started here: what it pays for and who started it. */
export interface CardCheckoutsTable {
  id: Generated<number>;
  sessionId: string;
  purpose: CheckoutPurpose;
  invoiceId: Nullable<number>;
  quoteId: Nullable<number>;
  quoteVersion: Nullable<number>;
  clientId: Nullable<number>;
  amountCents: number;
  payerUserId: Nullable<number>;
  status: Status<'open' | 'complete' | 'expired'>;
  createdAt: Timestamp;
  completedAt: NullableTimestamp;
}

/** Each Stripe event handled, by its id: the same event told again changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  /** What handling it did, in a few words (for the owner and the logs). */
  outcome: string;
  receivedAt: Timestamp;
}

export interface PaymentRefundsTable {
  id: Generated<number>;
  paymentId: number;
  amountCents: number;
  reason: string;
  /** Stripe's refund id. */
  providerReference: string;
  refundedById: Nullable<number>;
  refundedOn: string;
  createdAt: Timestamp;
}

/** A deposit paid by card when a quote was approved; counted on the invoice made from the quote. */
export interface QuoteDepositsTable {
  id: Generated<number>;
  quoteId: number;
  quoteVersion: number;
  amountCents: number;
  feeCents: Nullable<number>;
  providerReference: string;
  paidByUserId: Nullable<number>;
  payerName: Nullable<string>;
  payerEmail: Nullable<string>;
  cardLabel: Nullable<string>;
  paidOn: string;
  appliedPaymentId: Nullable<number>;
  createdAt: Timestamp;
}

/** A client's Stripe customer, their saved card and autopay with the words they agreed to. */
export interface CardCustomersTable {
  clientId: number;
  customerId: string;
  paymentMethodId: Nullable<string>;
  cardLabel: Nullable<string>;
  /** 'MM/YYYY'. */
  cardExpires: Nullable<string>;
  autopay: ColumnType<boolean, boolean | undefined, boolean>;
  consentText: Nullable<string>;
  consentedAt: NullableTimestamp;
  consentedById: Nullable<number>;
  updatedAt: Timestamp;
}

export interface AutopayTriesTable {
  id: Generated<number>;
  invoiceId: number;
  tryNumber: number;
  amountCents: number;
  outcome: 'pending' | 'succeeded' | 'failed';
  providerReference: Nullable<string>;
  declineCode: Nullable<string>;
  message: Nullable<string>;
  nextTryOn: Nullable<string>;
  triedAt: Timestamp;
}

/** The daily comparison of Stripe's payments with ours: the differences as JSON. */
export interface PaymentReconciliationsTable {
  id: Generated<number>;
  runOn: string;
  checkedFrom: string;
  differences: string;
  createdAt: Timestamp;
}
