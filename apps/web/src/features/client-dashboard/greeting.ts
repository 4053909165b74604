import type { SessionUser } from '@ta/shared';

/**
 * The dashboard's heading: a new client (the session that created the account, as the server tells)
 * is welcomed; anyone who has signed in again is welcomed back. "Friend" when there is no first name.
 */
export function dashboardGreeting(user: Pick<SessionUser, 'firstName' | 'newClient'>): string {
  const name = user.firstName.trim() || 'Friend';
  return user.newClient ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}
