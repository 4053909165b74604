import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import type { Database } from '../../src/db/types.js';
import type { TestApp } from '../helper.js';

type TransactionBuilder = ReturnType<Kysely<Database>['transaction']>;
type Work = Parameters<TransactionBuilder['execute']>[0];

/**
 * A fault inside a service's transaction (domains/service-context.ts `inTransaction`): from now on, an
 * insert into `table` made in any transaction the app opens throws `message`, after whatever the
 * transaction wrote before it. The app's own handle is left alone. Undone by `vi.restoreAllMocks()`
 * or the function returned.
 */
export function failInsertsInTransactions(t: TestApp, table: keyof Database, message = 'injected fault'): () => void {
  const { db } = t.app;
  const open = db.transaction.bind(db);
  const spy = vi.spyOn(db, 'transaction').mockImplementation(() => {
    const builder = open();
    const execute = (work: Work) => builder.execute((trx) => work(failingOn(trx, table, message)));
    return { execute } as unknown as TransactionBuilder;
  });
  return () => spy.mockRestore();
}

function failingOn<T extends Kysely<Database>>(trx: T, table: string, message: string): T {
  return new Proxy(trx, {
    get(target, name) {
      if (name === 'insertInto') {
        return (into: string) => {
          if (into === table) throw new Error(message);
          return target.insertInto(into as keyof Database);
        };
      }
      const value: unknown = Reflect.get(target, name, target);
      // Kysely keeps its state in private fields: its methods must run on the transaction itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
