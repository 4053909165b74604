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
}

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
}
