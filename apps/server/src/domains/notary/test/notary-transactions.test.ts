import { addDaysToDate, businessToday, type NotaryEntry } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { watchTransactions, type WatchedTransactions } from '../../../../test/support/transaction-faults.js';

const entry = {
  actDate: addDaysToDate(businessToday(), -1),
  actTime: '10:30',
  actType: 'acknowledgment',
  document: 'Durable power of attorney',
  signerName: 'Dorothy Keller',
  signerAddress: '12 Palm Way, Dade City, FL 33525',
  idMethod: 'personally_known',
  idType: null,
  idNumber: '',
  signatures: 1,
  fee: '10.00',
  appointmentId: null,
  notes: '',
  correctsEntryId: null,
};

// A journal entry and its activity event are stored together or not at all (domains/notary/notary-entries.ts).
describe.each(engines)('notary entries in one transaction on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let watch: WatchedTransactions | undefined;

  beforeEach(async () => {
    t = await buildTestApp(engine);
    admin = await createStaff(t, 'admin');
  });
  afterEach(async () => {
    watch?.stop();
    watch = undefined;
    await t.close();
  });

  const add = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/notary-journal',
      headers: cookieHeader(t, admin.cookie),
      payload: entry,
    });

  const stored = async () => ({
    entries: (await t.app.db.selectFrom('notaryEntries').select('document').orderBy('id').execute()).map(
      (e) => e.document,
    ),
    events: (
      await t.app.db.selectFrom('events').select('type').where('type', 'like', 'notary.%').orderBy('id').execute()
    ).map((e) => e.type),
  });

  it('stores no entry when its activity event cannot be recorded', async () => {
    watch = watchTransactions(t.app.db, { failInsert: { into: 'events' } });
    expect((await add()).statusCode).toBe(500);
    // The entry was written before the event failed, in the same transaction.
    expect(watch.writes).toEqual(['insert notaryEntries', 'insert events']);
    watch.stop();
    expect(await stored()).toEqual({ entries: [], events: [] });
  });

  it('stores the entry with its activity event', async () => {
    watch = watchTransactions(t.app.db);
    const res = await add();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<NotaryEntry>().document).toBe('Durable power of attorney');
    expect(watch.writes).toEqual(['insert notaryEntries', 'insert events']);
    expect(await stored()).toEqual({ entries: ['Durable power of attorney'], events: ['notary.entry-added'] });
  });
});
