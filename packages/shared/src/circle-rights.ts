/**
 * The client's circle (docs/circle.md): what a trusted contact may do for a client, the steps of a
 * visit a person can be e-mailed about, and how a session was signed in. Constants only, so the
 * header and the pages can read them without loading zod.
 */

/**
 * A trusted contact's rights, each given by the client (or by staff with the client's consent):
 * - requests: see the client's requests;
 * - appointments: see the client's appointments and their live status;
 * - reports: see the client's properties and home-check reports;
 * - notices: get the same e-mail notices as the client;
 * - act: send requests, chat, cancel appointments and answer findings on the client's behalf;
 * - billing: see the client's quotes and invoices, and approve a quote or ask for changes.
 */
export const CIRCLE_RIGHTS = ['requests', 'appointments', 'reports', 'notices', 'act', 'billing'] as const;
export type CircleRight = (typeof CIRCLE_RIGHTS)[number];

/** The steps a staff member taps on the way to a visit, in order. */
export const VISIT_STEPS = ['on_my_way', 'arrived', 'done'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];
/** What a client is e-mailed about until they choose otherwise. */
export const DEFAULT_VISIT_NOTICES: readonly VisitStep[] = ['on_my_way', 'done'];

/** How a session was signed in; shown to its owner and kept on the session row. */
export const SIGN_IN_METHODS = [
  'password',
  'password_totp',
  'password_recovery_code',
  'email_link',
  'email_code',
  'registration',
  'invitation',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Stored as comma-separated text; unknown words are dropped, order follows `all`. */
export function parseList<T extends string>(stored: string | null | undefined, all: readonly T[]): T[] {
  const words = new Set((stored ?? '').split(','));
  return all.filter((word) => words.has(word));
}

export function joinList<T extends string>(values: readonly T[], all: readonly T[]): string {
  const chosen = new Set(values);
  return all.filter((word) => chosen.has(word)).join(',');
}

export const CIRCLE_MESSAGES = {
  /** A trusted contact asked for something their rights do not cover. */
  noRight: 'You do not have permission to do this for this account. Please ask the account holder.',
  /** Only the account holder manages their circle, their profile and their password. */
  ownerOnly: 'Only the account holder can do this.',
  /** The client removed the contact (or the contact's access ended otherwise). */
  accessEnded: 'Your access to this account has ended.',
} as const;
