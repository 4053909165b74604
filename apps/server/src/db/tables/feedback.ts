import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

/** Feedback after a visit (migration 481, docs/feedback.md). */
export interface FeedbackTables {
  visitFeedback: VisitFeedbackTable;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** One finished visit's request for feedback, and its answer once given. */
export interface VisitFeedbackTable {
  id: Generated<number>;
  appointmentId: number;
  /** The client's account; null for a visit booked without one (asked by e-mail all the same). */
  clientId: Nullable<number>;
  staffId: Nullable<number>;
  serviceTypeId: Nullable<number>;
  /** SHA-256 of the link's token: the token itself is only in the e-mail and the text. */
  tokenHash: string;
  requestedAt: Timestamp;
  stars: Nullable<number>;
  comment: Nullable<string>;
  answeredAt: NullableTimestamp;
}
