import type { Kysely, Transaction } from 'kysely';
import { vi } from 'vitest';
import type { Database } from '../../src/db/types.js';

type Table = keyof Database & string;

export interface WatchedTransactions {
  /** What the watched transactions wrote, in order: `insert events`, `update quotes`, `delete blogPosts`. */
  writes: string[];
  /** Ends the watch: transactions are the app's own again. */
  stop(): void;
}

export interface TransactionFaults {
  /**
   * Makes the `nth` (1 by default) insert into this table throw inside the transaction, or every one of them
   * with `every`; it throws `message` (INJECTED_FAULT by default).
   */
  failInsert?: { into: Table; nth?: number; every?: boolean; message?: string };
  /** Runs once a transaction's work is done, before it commits. */
  beforeCommit?: () => Promise<void>;
}

/** The error a failing insert throws. */
export const INJECTED_FAULT = 'injected fault: the write could not be stored';

/**
 * Watches the transactions the app's services open (`ctx.inTransaction` runs `app.db.transaction()`):
 * records what they write, and injects `faults` into them. The repositories, the activity events and
 * the outbox of a transaction are all made over the handle it gets, so a failing insert into `events`
 * is `events.record` throwing midway through the service.
 */
export function watchTransactions(db: Kysely<Database>, faults: TransactionFaults = {}): WatchedTransactions {
  const writes: string[] = [];
  let inserts = 0;
  const open = db.transaction.bind(db);

  const watched = (trx: Transaction<Database>): Transaction<Database> =>
    new Proxy(trx, {
      get(target, name) {
        if (name === 'insertInto') {
          return (table: Table) => {
            writes.push(`insert ${table}`);
            const fault = faults.failInsert;
            if (fault?.into === table && (++inserts === (fault.nth ?? 1) || fault.every)) {
              throw new Error(fault.message ?? INJECTED_FAULT);
            }
            return target.insertInto(table);
          };
        }
        if (name === 'updateTable' || name === 'deleteFrom') {
          return (table: Table) => {
            writes.push(`${name === 'updateTable' ? 'update' : 'delete'} ${table}`);
            return name === 'updateTable' ? target.updateTable(table) : target.deleteFrom(table);
          };
        }
        // Kysely's classes keep their state in private fields: their methods run on the transaction itself.
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });

  const spy = vi.spyOn(db, 'transaction').mockImplementation(() => {
    const builder = open();
    return new Proxy(builder, {
      get(target, name) {
        if (name === 'execute') {
          return <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
            target.execute(async (trx) => {
              const result = await work(watched(trx));
              await faults.beforeCommit?.();
              return result;
            });
        }
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });

  return { writes, stop: () => spy.mockRestore() };
}
