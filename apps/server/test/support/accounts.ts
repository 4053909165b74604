import type { AccountChanges, AccountUpdateResult } from '../../src/domains/accounts/users-repository.js';
import { serviceContext } from '../../src/domains/service-context.js';
import type { TestApp } from '../helper.js';

/**
 * Changes an account as an admin's edit stores it, in a transaction of its own (the repository's
 * method runs only in the transaction a service opens).
 */
export function updateAccount(t: TestApp, id: number, changes: AccountChanges): Promise<AccountUpdateResult> {
  return serviceContext(t.app, t.config).inTransaction((tx) => tx.repos.users.updateAccount(id, changes));
}
