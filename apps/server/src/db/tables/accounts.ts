import type { Locale, Role, SignInMethod } from '@ta/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, NullableTimestamp, Flag, Status } from './columns.js';

/** The accounts: users, their sessions and the ways they sign in. */
export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  signInCodes: SignInCodesTable;
  recoveryCodes: RecoveryCodesTable;
  twoStepChallenges: TwoStepChallengesTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  active: Flag;
  createdAt: Timestamp;
  updatedAt: NullableTimestamp;
  passwordChangedAt: NullableTimestamp;
  /** The language of the client's e-mails (migration 401); 'en' by default. */
  language: Status<Locale>;
  /** Two-step sign-in (migration 911): the authenticator secret, sealed (lib/secret-box.ts). */
  totpSecretSealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret shown for setting up, not yet confirmed by a code; sealed. */
  totpPendingSealed: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: NullableTimestamp;
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
  /** The visit steps this client is e-mailed about, comma-separated VISIT_STEPS. */
  visitNotices: ColumnType<string, string | undefined, string>;
  /** The number texts go to (E.164, migration 471); kept after texts stop, for turning them on again. */
  smsPhone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The kinds of text chosen, comma-separated SMS_KINDS; sent only under an active consent. */
  smsKinds: ColumnType<string, string | undefined, string>;
  /** A staff member's photo for clients (a photo storage key, migration 471); null without one. */
  photoKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code a client gives friends (docs/referrals.md), made at its first reading. */
  referralCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client whose code this client registered with. */
  referredById: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a leaked table does not leak live sessions. */
  id: string;
  userId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  idleExpiresAt: string;
  absoluteExpiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session creating a client account signed in (a new client); false for every login. */
  startedByRegistration: Flag;
  /** How this session was signed in (migration 911). */
  signInMethod: Status<SignInMethod>;
  /** The client whose account a trusted contact is helping with in this session; null for their own. */
  actingForId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An e-mailed one-time sign-in link and code (migration 911): hashes only. */
export interface SignInCodesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  codeHash: string;
  /** SHA-256 of the asking browser's token (migration 422); null when it sent none. */
  requesterHash: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  /** 1: `codeHash` is the HMAC (keyed by the server's secret) of the code's SHA-256; 0: the bare SHA-256 (migration 421). */
  keyed: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  usedAt: string | null;
}

/** Between a right password and the second step (migration 911): a short-lived, hashed token. */
export interface TwoStepChallengesTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  purpose: 'code' | 'setup';
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  expiresAt: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: string;
  usedAt: string | null;
}
