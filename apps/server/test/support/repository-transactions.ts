import type { App } from '../../src/app.js';
import { repositoriesOn, type Repositories } from '../../src/domains/repositories.js';

/**
 * `work` on the repositories of a transaction of its own, as a service runs it: a repository method
 * whose statements stand together runs only in the transaction a service opens (db/transactions.ts).
 */
export function inOwnTransaction<T>(app: App, work: (repos: Repositories) => Promise<T>): Promise<T> {
  return app.db.transaction().execute((trx) => work(repositoriesOn(trx)));
}
