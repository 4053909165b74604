import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

/** Referral and loyalty discounts (migration 491, docs/referrals.md). */
export interface RewardTables {
  discountGrants: DiscountGrantsTable;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A discount given automatically to a client, once per key (migration 491, docs/referrals.md). */
export interface DiscountGrantsTable {
  id: Generated<number>;
  clientId: number;
  /** `referral-welcome`, `referral-thanks-<referred client's id>`, `loyalty-<n>`. */
  grantKey: string;
  /** The invoice it was given on; null only inside the transaction that makes that invoice. */
  invoiceId: Nullable<number>;
  createdAt: Timestamp;
}
