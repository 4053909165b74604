import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import { watchTransactions } from '../../../../test/support/transaction-faults.js';

/**
 * A request's change, its activity event and its e-mails are stored together or not at all
 * (domains/service-context.ts `inTransaction`): a fault when the e-mail is written leaves nothing.
 */
describe.each(engines)('requests stored with their events and e-mails on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const stored = async () => ({
    requests: await t.app.db.selectFrom('contactRequests').select(['id', 'status']).orderBy('id').execute(),
    events: (
      await t.app.db.selectFrom('events').select('type').where('type', 'like', 'contact.%').orderBy('id').execute()
    ).map((e) => e.type),
    outbox: (await t.app.db.selectFrom('emailOutbox').select('kind').orderBy('id').execute()).map((m) => m.kind),
  });
  const ruth = { name: 'Ruth Diaz', phone: '(352) 555-0199', bestTime: 'morning' };
  const askCallback = () => t.app.inject({ method: 'POST', url: '/api/callback', payload: ruth });

  it('keeps no callback, event or office notice when the notice cannot be written', async () => {
    await createStaff(t, 'admin');
    const undo = watchTransactions(t.app.db, { failInsert: { into: 'emailOutbox', every: true } }).stop;
    expect((await askCallback()).statusCode).toBe(500);
    undo();
    expect(await stored()).toEqual({ requests: [], events: [], outbox: [] });

    expect((await askCallback()).statusCode).toBe(201);
    const after = await stored();
    expect(after.requests).toHaveLength(1);
    expect(after.events).toEqual(['contact.callback-requested']);
    expect(after.outbox).toEqual(['staff-new-callback']);
  });

  it('keeps a request’s status, and records and sends nothing, when the status e-mail cannot be written', async () => {
    const staff = await createStaff(t);
    const { id } = await t.app.repos.contactRequests.create(requestRow());
    const update = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/contact/${id}`,
        headers: cookieHeader(t, staff.cookie),
        payload: { status: 'completed' },
      });
    const undo = watchTransactions(t.app.db, { failInsert: { into: 'emailOutbox', every: true } }).stop;
    expect((await update()).statusCode).toBe(500);
    undo();
    expect(await stored()).toEqual({ requests: [{ id, status: 'new' }], events: [], outbox: [] });

    expect((await update()).statusCode).toBe(200);
    expect(await stored()).toEqual({
      requests: [{ id, status: 'completed' }],
      events: ['contact.status-changed'],
      outbox: ['contact-status'],
    });
  });
});
