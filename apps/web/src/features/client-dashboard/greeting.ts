import type { SessionUser } from '@ta/shared';
import type { MessageId } from '../../i18n/messages/en';

/**
 * The dashboard's heading: a new client (the session that created the account, as the server tells)
 * is welcomed; anyone who has signed in again is welcomed back. "Friend" when there is no first name
 * (its own message: some languages say it another way).
 */
export function dashboardGreeting(user: Pick<SessionUser, 'firstName' | 'newClient'>): {
  id: MessageId;
  values?: { name: string };
} {
  const name = user.firstName.trim();
  if (!name)
    return { id: user.newClient ? 'client.dashboard.greeting.new-no-name' : 'client.dashboard.greeting.back-no-name' };
  return { id: user.newClient ? 'client.dashboard.greeting.new' : 'client.dashboard.greeting.back', values: { name } };
}
