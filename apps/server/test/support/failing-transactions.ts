import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/types.js';

/** The error a transaction's failing write throws. */
export const INJECTED_FAILURE = 'injected failure: this write fails inside the transaction';

/**
 * Makes every transaction the app opens from now fail when it writes to `table`, after the writes it
 * made before (a service's activity event, `events`, or its e-mail, `emailOutbox`): the transaction's
 * handle is wrapped, so the service runs as written up to that write. Call the answer to undo it.
 */
export function failInsideTransactions(app: App, table: keyof Database): () => void {
  const db = app.db;
  const original = db.transaction;
  db.transaction = function failingTransaction(this: Kysely<Database>) {
    const builder = original.call(this);
    return new Proxy(builder, {
      get(target, prop) {
        if (prop !== 'execute') return bound(target, prop);
        return <T>(work: (trx: Kysely<Database>) => Promise<T>) => target.execute((trx) => work(failingOn(trx, table)));
      },
    });
  };
  return () => {
    db.transaction = original;
  };
}

function failingOn(trx: Kysely<Database>, table: keyof Database): Kysely<Database> {
  return new Proxy(trx, {
    get(target, prop) {
      if (prop !== 'insertInto') return bound(target, prop);
      return (into: keyof Database) => {
        if (into === table) throw new Error(INJECTED_FAILURE);
        return target.insertInto(into);
      };
    },
  });
}

function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}
