import DataLoader from 'dataloader';

/** The most keys one query looks up; a larger batch is split (bounds the SQL `in` list). */
export const MAX_KEYS_PER_QUERY = 100;

/**
 * Looks rows up by key, answering every lookup asked for in the same turn of the event loop with
 * one query. Requests that arrive together are read from their sockets in one turn; their lookups
 * wait until the end of that turn (`setImmediate`) and go to the database as a single
 * `where key in (...)`. With many requests in flight this replaces one query per request, each
 * paying the driver's round trip and, on SQLite, a read transaction of its own, by one query per
 * turn (decision 016). A lone request waits for nothing but the end of its turn.
 *
 * Nothing is cached: every lookup reads the database after it was asked for, so it sees every
 * write committed before it. `fetchMany` gets distinct keys and returns the rows found, in any
 * order; a key without a row gives `undefined`, a key with several gets the last one returned. If
 * the query fails, every lookup in it fails.
 */
export function coalescedLookup<K extends string | number, V>(
  fetchMany: (keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      const rows = await fetchMany([...new Set(keys)]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      return keys.map((key) => byKey.get(key));
    },
    { cache: false, maxBatchSize: MAX_KEYS_PER_QUERY, batchScheduleFn: (callback) => setImmediate(callback) },
  );
  return (key) => loader.load(key);
}
