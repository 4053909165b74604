import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from './fresh-database.js';

// db/queued-sqlite-dialect.ts: the one SQLite connection goes to waiters in turn.
describe('the SQLite connection queue', () => {
  let fresh: FreshDatabase;
  beforeEach(async () => {
    fresh = await freshDatabase('sqlite');
  });
  afterEach(() => fresh.cleanup());

  const service = (name: string) => ({ name, description: 'd', duration: 60, color: '#0b4852', active: true });

  it('runs many queries started at once, each in the order it asked', async () => {
    const { db } = fresh.handle;
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        db
          .selectNoFrom((eb) => eb.val(i).as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => finished.push(Number(row.n))),
      ),
    );
    expect(finished).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('keeps the connection for a transaction: reads wait for its end and never see its uncommitted rows', async () => {
    const { db } = fresh.handle;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('serviceTypes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('serviceTypes').values(service('Inside')).execute();
      await held;
      throw new Error('roll back');
    });
    await sleep(10);
    // Started while the transaction holds the connection: they wait rather than read inside it.
    const reads = Array.from({ length: 20 }, () => count());
    await sleep(20);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 20 }, () => before));

    // Afterwards the connection is free and writes go through.
    await db.insertInto('serviceTypes').values(service('After')).execute();
    expect(await count()).toBe(before + 1);
  });

  it('passes the connection on after a failed query', async () => {
    const { db } = fresh.handle;
    const results = await Promise.allSettled([
      db.selectFrom('serviceTypes').select('id').execute(),
      db
        .selectFrom('noSuchTable' as 'serviceTypes')
        .select('id')
        .execute(),
      db.selectFrom('serviceTypes').select('id').execute(),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
