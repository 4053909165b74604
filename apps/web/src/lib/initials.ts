import type { SessionUser } from '@ta/shared';

type NameParts = Pick<SessionUser, 'firstName' | 'lastName' | 'username'>;

/** First letters of first and last name, else the first two of the username, else TA. */
export function initialsFor({ firstName, lastName, username }: NameParts): string {
  const first = firstName.trim().charAt(0);
  const last = lastName.trim().charAt(0);
  if (first && last) return `${first}${last}`.toUpperCase();
  const fromUsername = username.trim().slice(0, 2);
  return fromUsername ? fromUsername.toUpperCase() : 'TA';
}

export function fullNameOf({ firstName, lastName, username }: NameParts): string {
  const name = `${firstName} ${lastName}`.trim();
  return name || username;
}
