import type { DiscountUse, Locale, PriceItemKind, QuoteResponseAction, QuoteStatus } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag, Status, BillLineColumns } from './columns.js';

/** The price list and quotes. */
export interface QuoteTables {
  priceItems: PriceItemsTable;
  quotes: QuotesTable;
  quoteVersions: QuoteVersionsTable;
  quoteLines: QuoteLinesTable;
  quoteResponses: QuoteResponsesTable;
}

/** The price list (migration 941, docs/billing.md). */
export interface PriceItemsTable {
  id: Generated<number>;
  kind: PriceItemKind;
  name: string;
  nameEs: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  descriptionEs: ColumnType<string | null, string | null | undefined, string | null>;
  /** The price, the hourly rate, the travel fee, the fee per signature, or a fixed discount; cents. */
  amountCents: ColumnType<number | null, number | null | undefined, number | null>;
  /** A percentage discount, in basis points. */
  percentBp: ColumnType<number | null, number | null | undefined, number | null>;
  /** A package's included time. */
  minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** A travel fee's county. */
  county: ColumnType<string | null, string | null | undefined, string | null>;
  onLanding: Flag;
  popular: Flag;
  active: Flag;
  position: ColumnType<number, number | undefined, number>;
  /** A discount given automatically (docs/referrals.md), and the loyalty discount's paid visits. */
  givenFor: ColumnType<DiscountUse | null, DiscountUse | null | undefined, DiscountUse | null>;
  afterVisits: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface QuotesTable {
  id: Generated<number>;
  contactRequestId: ColumnType<number | null, number | null | undefined, number | null>;
  clientId: ColumnType<number | null, number | null | undefined, number | null>;
  recipientName: string;
  recipientEmail: string;
  language: Status<Locale>;
  status: Status<QuoteStatus>;
  currentVersion: ColumnType<number, number | undefined, number>;
  /** SHA-256 of the e-mailed link's token; the token itself is never stored. */
  linkTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  appointmentId: ColumnType<number | null, number | null | undefined, number | null>;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
}

export interface QuoteVersionsTable {
  id: Generated<number>;
  quoteId: number;
  version: number;
  notes: ColumnType<string | null, string | null | undefined, string | null>;
  validUntil: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** SHA-256 of the version's content: an approval names exactly what was approved. */
  contentHash: string;
  createdById: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  /** The deposit asked with this version, in cents (worked out from the percentage when one was given). */
  depositCents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The percentage the owner typed, in basis points, when the deposit was asked as one. */
  depositPercentBp: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuoteLinesTable extends BillLineColumns {
  quoteVersionId: number;
  priceItemId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuoteResponsesTable {
  id: Generated<number>;
  quoteId: number;
  version: number;
  action: QuoteResponseAction;
  typedName: ColumnType<string | null, string | null | undefined, string | null>;
  message: ColumnType<string | null, string | null | undefined, string | null>;
  /** The signed-in person who answered, if any; a trusted contact answers for `onBehalfOfId`. */
  userId: ColumnType<number | null, number | null | undefined, number | null>;
  onBehalfOfId: ColumnType<number | null, number | null | undefined, number | null>;
  ipAddress: string;
  userAgent: ColumnType<string | null, string | null | undefined, string | null>;
  contentHash: string;
  createdAt: Timestamp;
}
