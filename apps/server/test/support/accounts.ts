import type { AccountChanges, AccountUpdateResult } from '../../src/domains/accounts/users-repository.js';
import { serviceContext } from '../../src/domains/service-context.js';
import { sha256 } from '../../src/lib/tokens.js';
import { registerClient, type TestApp } from '../helper.js';

/**
 * Changes an account as an admin's edit stores it, in a transaction of its own (the repository's
 * method runs only in the transaction a service opens).
 */
export function updateAccount(t: TestApp, id: number, changes: AccountChanges): Promise<AccountUpdateResult> {
  return serviceContext(t.app, t.config).inTransaction((tx) => tx.repos.users.updateAccount(id, changes));
}

/**
 * A trusted contact of `clientId` holding `rights` (comma-separated), registered with an account of
 * their own, whose session now helps with the client's account (as after switching to it).
 */
export async function helpingContact(t: TestApp, clientId: number, rights: string) {
  const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
  await t.app.db
    .insertInto('trustedContacts')
    .values({
      clientId,
      contactUserId: contact.user.id,
      name: 'Anna Lee',
      email: contact.body.email,
      rights,
      status: 'active',
    })
    .execute();
  await t.app.repos.sessions.setActingFor(sha256(contact.cookie), clientId);
  return contact;
}
