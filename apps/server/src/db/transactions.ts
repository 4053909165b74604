import type { Kysely } from 'kysely';
import type { Database } from './types.js';

/**
 * A repository's several statements that must stand or fall together run in the transaction the service
 * opened (`ctx.inTransaction`, domains/service-context.ts): a repository never opens one of its own, so a
 * write, its activity event and its e-mails commit together. Called on the app's own handle, it throws:
 * the service forgot to open the transaction.
 */
export function inGivenTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) {
    return Promise.reject(new Error('This write must run inside the service’s transaction (ctx.inTransaction).'));
  }
  return work(db);
}
