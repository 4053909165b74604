import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Status } from './columns.js';

/** A client's circle of trusted contacts (docs/circle.md). */
export interface CircleTables {
  trustedContacts: TrustedContactsTable;
}

/** A client's trusted contact, from invitation to removal (migration 911, docs/circle.md). */
export interface TrustedContactsTable {
  id: Generated<number>;
  clientId: number;
  /** The contact's own account, once they accepted. */
  contactUserId: number | null;
  name: string;
  email: string;
  /** Comma-separated CIRCLE_RIGHTS. */
  rights: string;
  /** Comma-separated VISIT_STEPS this contact is e-mailed about. */
  visitNotices: ColumnType<string, string | undefined, string>;
  /** Comma-separated CIRCLE_SMS_KINDS this contact is texted about for this client (migration 471). */
  smsKinds: ColumnType<string, string | undefined, string>;
  /** `proposed`: added by staff, waiting for the client's (or an admin's) yes; nobody is invited yet. */
  status: Status<'proposed' | 'invited' | 'active' | 'removed'>;
  /** SHA-256 of the invitation link's token; cleared when accepted or removed. */
  inviteTokenHash: string | null;
  inviteExpiresAt: string | null;
  invitedById: number | null;
  /** Set when staff added the contact: how the client gave consent, and the staff member's note. */
  consentMethod: string | null;
  consentNote: string | null;
  createdAt: Timestamp;
  acceptedAt: string | null;
  removedAt: string | null;
  removedById: number | null;
  /** When the client saw this contact added; null while an addition by the office is still to be shown. */
  clientSeenAt: NullableTimestamp;
  updatedAt: NullableTimestamp;
}
