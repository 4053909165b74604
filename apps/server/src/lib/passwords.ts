import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, BACK_OFFICE_PASSWORD_MIN, type Role } from '@ta/shared';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
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

/** Whom a password is for: the rule depends on the account's role. */
export interface PasswordOwner {
  role: Role;
  username: string;
}

/**
 * Why `password` may not be set for this account (the message for the password field), or
 * undefined when it may. Everyone: not one of the most common passwords. Staff and admins, who see
 * every client's data: also at least 12 characters and not containing the username.
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | undefined> {
  if (await isCommonPassword(password)) return AUTH_MESSAGES.commonPassword;
  if (owner.role === 'client') return undefined;
  if (password.length < BACK_OFFICE_PASSWORD_MIN) return AUTH_MESSAGES.backOfficePasswordShort;
  if (password.toLowerCase().includes(owner.username.toLowerCase())) return AUTH_MESSAGES.passwordHasUsername;
  return undefined;
}
