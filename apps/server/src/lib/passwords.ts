import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { BACK_OFFICE_PASSWORD_MIN, type ErrorCode, type Role, isClientRole } from '@ta/shared';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id. */
export const STANDARD_HASHING = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/**
 * argon2id at its least cost (256 KiB, 1 pass), for the unit and route tests only: they make thousands
 * of accounts, and the standard cost was a tenth of their CPU. A hash names its own cost, so checking
 * one works the same whatever it was made with (docs/testing.md "Speed").
 */
export const TEST_HASHING = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

let hashing: typeof STANDARD_HASHING | typeof TEST_HASHING = STANDARD_HASHING;

/** Test set-up only (apps/server/test/setup.ts): every hash made after this call uses TEST_HASHING. */
export function useTestHashing(): void {
  hashing = TEST_HASHING;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashing);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a missing account cannot be told from a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

const COMMON_PASSWORD_COUNT = 10_000;
let common: Promise<Set<string>> | undefined;

/**
 * The 10,000 most common passwords (zxcvbn's ranked list), compared case-insensitively. The list
 * loads on the first password check rather than at start, to keep an idle server small.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}

/** Whom a password is for: the rule depends on the account's role; the rest is what a guesser would try. */
export interface PasswordOwner {
  role: Role;
  username: string;
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** zxcvbn's score (0–4) a staff or admin password needs: 3 is "safely unguessable" for an online attack. */
const BACK_OFFICE_MIN_SCORE = 3;
/** Words about the business that a guesser would try first. */
const BUSINESS_WORDS = ['trusted', 'assistance', 'florida', 'personal', 'admin', 'staff'];

let estimator: Promise<ZxcvbnFactory> | undefined;
/** The strength estimator with zxcvbn's common dictionaries, built on first use like the list above. */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary, adjacencyGraphs }) => new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }),
  );
  return estimator;
}

/** Why a password may not be set: one of these codes (their messages are AUTH_MESSAGES'). */
export type PasswordProblem = Extract<
  ErrorCode,
  'common_password' | 'back_office_password_short' | 'password_has_username' | 'password_guessable'
>;

/**
 * Why `password` may not be set for this account (the code of the password field's message), or
 * undefined when it may. Everyone: not one of the most common passwords. Staff and admins, who see
 * every client's data: also at least 12 characters, not containing the username, and not guessable
 * by zxcvbn's estimator (score below 3, counting the account's names and address as known words).
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<PasswordProblem | undefined> {
  if (await isCommonPassword(password)) return 'common_password';
  if (isClientRole(owner.role)) return undefined;
  if (password.length < BACK_OFFICE_PASSWORD_MIN) return 'back_office_password_short';
  if (password.toLowerCase().includes(owner.username.toLowerCase())) return 'password_has_username';
  const known = [owner.username, owner.email, owner.firstName, owner.lastName, ...BUSINESS_WORDS].filter(
    (word): word is string => Boolean(word),
  );
  const { score } = (await strengthEstimator()).check(password, known);
  if (score < BACK_OFFICE_MIN_SCORE) return 'password_guessable';
  return undefined;
}
