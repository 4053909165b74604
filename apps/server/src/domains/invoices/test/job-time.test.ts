import { BILLING_MESSAGES, JOB_TIME_MESSAGES as M, type JobTime } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { solid } from '../../../../test/support/photos.js';

/** 13:00 in New York (EDT) on 14 July 2099: the visit below is that morning. */
const NOW = new Date('2099-07-14T17:00:00Z');
const TODAY = '2099-07-14';

/** A multipart body as the add form's FormData sends it: text fields and an optional receipt. */
async function itemForm(url: string, fields: Record<string, string>, receipt?: { bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (receipt) form.append('receipt', new Blob([new Uint8Array(receipt.bytes)], { type: receipt.type }), 'receipt.png');
  const request = new Request(`http://localhost${url}`, { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(engines)('time on the job on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();

  /** Maria (staff) is assigned to Mary Smith's visit today; Otto is other staff. */
  async function setUp() {
    const client = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const maria = await createStaff(t, 'staff');
    const other = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    const appointment = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Mary Smith',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: TODAY,
      startTime: '09:00',
      endTime: '12:00',
      status: 'confirmed',
      notes: null,
      location: '12 Palm Way',
    });
    return { client, maria, other, admin, appointment, base: `/api/staff/appointments/${appointment.id}` };
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });

  const addItem = async (
    url: string,
    cookie: string,
    fields: Record<string, string>,
    receipt?: { bytes: Buffer; type: string },
  ) => {
    const form = await itemForm(url, fields, receipt);
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...cookieHeader(t, cookie) },
    });
  };

  async function insertInvoice(appointmentId: number, voided = false) {
    await t.app.db
      .insertInto('invoices')
      .values({
        number: 1,
        kind: 'job',
        recipientName: 'Mary Smith',
        recipientEmail: 'mary@example.com',
        appointmentId,
        issuedOn: TODAY,
        dueOn: TODAY,
        subtotalCents: 100,
        discountCents: 0,
        totalCents: 100,
        voidedAt: voided ? NOW.toISOString() : null,
      })
      .execute();
  }

  it('starts and finishes from the phone: now, once, in order', async () => {
    const { maria, base } = await setUp();
    const finishFirst = await call('POST', `${base}/work/finish`, maria.cookie);
    expect(finishFirst.statusCode).toBe(409);
    expect(finishFirst.json().message).toBe(M.notStarted);

    const started = await call('POST', `${base}/work/start`, maria.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json<JobTime>()).toMatchObject({
      workStartedAt: NOW.toISOString(),
      workEndedAt: null,
      canWrite: true,
    });
    const again = await call('POST', `${base}/work/start`, maria.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyStarted);

    vi.setSystemTime(new Date(NOW.getTime() + 25 * 60_000));
    const finished = await call('POST', `${base}/work/finish`, maria.cookie);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<JobTime>()).toMatchObject({ workedMinutes: 25, workTimeByName: 'Sam Rivera' });
    const twice = await call('POST', `${base}/work/finish`, maria.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyFinished);
    expect(await events('job.work-started')).toHaveLength(1);
    expect(await events('job.work-finished')).toHaveLength(1);
  });

  it('lets the office type or correct the times in New York time, end after start, not in the future', async () => {
    const { admin, base, appointment } = await setUp();
    const backwards = await call('PUT', `${base}/work`, admin.cookie, { date: TODAY, start: '11:00', end: '10:30' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(BILLING_MESSAGES.workTimeOrder);
    const future = await call('PUT', `${base}/work`, admin.cookie, { date: TODAY, start: '12:00', end: '15:00' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(M.inFuture);
    const badTime = await call('PUT', `${base}/work`, admin.cookie, { date: TODAY, start: '9am', end: '10:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(M.startRequired);
    expect((await t.app.repos.jobTime.appointment(appointment.id))?.workStartedAt).toBeNull();

    const typed = await call('PUT', `${base}/work`, admin.cookie, { date: TODAY, start: '09:05', end: '12:50' });
    expect(typed.statusCode).toBe(200);
    // 09:05 EDT is 13:05 UTC.
    expect(typed.json<JobTime>()).toMatchObject({
      workStartedAt: '2099-07-14T13:05:00.000Z',
      workEndedAt: '2099-07-14T16:50:00.000Z',
      workedMinutes: 225,
    });
    expect((await events('job.work-times-changed'))[0]?.summary).toContain('09:05–12:50');
  });

  it('offers the visit steps as suggestions without copying them', async () => {
    const { maria, base, appointment } = await setUp();
    await t.app.db
      .updateTable('appointments')
      .set({ arrivedAt: '2099-07-14T13:02:00.000Z', doneAt: '2099-07-14T16:10:00.000Z' })
      .where('id', '=', appointment.id)
      .execute();
    const view = (await call('GET', `${base}/work`, maria.cookie)).json<JobTime>();
    expect(view).toMatchObject({
      arrivedAt: '2099-07-14T13:02:00.000Z',
      doneAt: '2099-07-14T16:10:00.000Z',
      workStartedAt: null,
      workEndedAt: null,
      workedMinutes: null,
    });
  });

  it('lets other staff read but not write; clients and visitors get nothing', async () => {
    const { other, client, base, maria } = await setUp();
    const read = await call('GET', `${base}/work`, other.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json<JobTime>().canWrite).toBe(false);
    for (const [method, url, body] of [
      ['POST', `${base}/work/start`, undefined],
      ['POST', `${base}/work/finish`, undefined],
      ['PUT', `${base}/work`, { date: TODAY, start: '09:00', end: '10:00' }],
      ['DELETE', `${base}/items/1`, undefined],
    ] as const) {
      const res = await call(method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(M.notYours);
    }
    const otherAdd = await addItem(`${base}/items`, other.cookie, { kind: 'parts', description: 'Bolt', amount: '1' });
    expect(otherAdd.statusCode).toBe(403);
    expect((await call('GET', `${base}/work`, client.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base}/work` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${base}/work/start` })).statusCode).toBe(401);
    expect((await call('GET', `/api/staff/appointments/999999/work`, maria.cookie)).statusCode).toBe(404);
    expect((await t.app.repos.jobTime.appointment(Number(base.split('/').pop())))?.workStartedAt).toBeNull();
  });

  it('adds items in cents with a receipt photo, serves the receipt privately, and refuses what is not an image', async () => {
    const { maria, other, client, base, appointment } = await setUp();
    const png = await solid(40, 60).png().toBuffer();
    const added = await addItem(
      `${base}/items`,
      maria.cookie,
      { kind: 'groceries', description: 'Milk and bread', amount: '12.34' },
      { bytes: png, type: 'image/png' },
    );
    expect(added.statusCode).toBe(201);
    const view = added.json<JobTime>();
    expect(view.items).toEqual([
      expect.objectContaining({
        kind: 'groceries',
        description: 'Milk and bread',
        amountCents: 1234,
        hasReceipt: true,
      }),
    ]);
    const row = await t.app.db.selectFrom('jobItems').selectAll().executeTakeFirstOrThrow();
    expect(row.amountCents).toBe(1234);
    expect(row.receiptStorageKey).toMatch(/^[0-9a-f]{32}$/);

    const noPhoto = await addItem(`${base}/items`, maria.cookie, { kind: 'parts', description: 'Hinge', amount: '3' });
    expect(noPhoto.statusCode).toBe(201);
    expect(noPhoto.json<JobTime>().itemsTotalCents).toBe(1534);

    const itemId = view.items[0]?.id ?? 0;
    const receipt = await call('GET', `${base}/items/${itemId}/receipt`, other.cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toMatch(/^image\//);
    expect(receipt.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `${base}/items/${itemId}/receipt/thumb`, maria.cookie)).statusCode).toBe(200);
    expect((await call('GET', `${base}/items/${itemId}/receipt`, client.cookie)).statusCode).toBe(403);
    const noReceipt = noPhoto.json<JobTime>().items[1]?.id ?? 0;
    expect((await call('GET', `${base}/items/${noReceipt}/receipt`, maria.cookie)).statusCode).toBe(404);

    const text = await addItem(
      `${base}/items`,
      maria.cookie,
      { kind: 'parts', description: 'Faucet', amount: '20' },
      { bytes: Buffer.from('not a picture at all, just words'), type: 'image/png' },
    );
    expect(text.statusCode).toBe(415);
    const badAmount = await addItem(`${base}/items`, maria.cookie, {
      kind: 'parts',
      description: 'Faucet',
      amount: 'ten',
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().message).toBe(BILLING_MESSAGES.amountInvalid);
    const noDescription = await addItem(`${base}/items`, maria.cookie, {
      kind: 'parts',
      description: ' ',
      amount: '2',
    });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe(M.itemDescriptionRequired);
    expect(
      await t.app.db
        .selectFrom('jobItems')
        .select('id')
        .where('appointmentId', '=', appointment.id)
        .orderBy('id')
        .execute(),
    ).toHaveLength(2);
    expect(await events('job.item-added')).toHaveLength(2);
  });

  it('removes an item before an invoice stands, and refuses after', async () => {
    const { maria, base, appointment } = await setUp();
    const first = await addItem(
      `${base}/items`,
      maria.cookie,
      { kind: 'groceries', description: 'Eggs', amount: '4.50' },
      { bytes: await solid(20, 20).png().toBuffer(), type: 'image/png' },
    );
    const [eggs] = first.json<JobTime>().items;
    const key = (await t.app.db.selectFrom('jobItems').select('receiptStorageKey').executeTakeFirstOrThrow())
      .receiptStorageKey as string;
    const removed = await call('DELETE', `${base}/items/${eggs?.id}`, maria.cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<JobTime>().items).toEqual([]);
    expect(await t.app.photoStorage.get(key, 'full')).toBeUndefined();
    expect((await call('DELETE', `${base}/items/${eggs?.id}`, maria.cookie)).statusCode).toBe(404);
    expect(await events('job.item-removed')).toHaveLength(1);

    const second = await addItem(`${base}/items`, maria.cookie, { kind: 'parts', description: 'Washer', amount: '1' });
    const [washer] = second.json<JobTime>().items;
    await insertInvoice(appointment.id);
    const blocked = await call('DELETE', `${base}/items/${washer?.id}`, maria.cookie);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(M.itemInvoiced);
    const addAfter = await addItem(`${base}/items`, maria.cookie, { kind: 'parts', description: 'Nut', amount: '1' });
    expect(addAfter.statusCode).toBe(409);
    const timesAfter = await call('PUT', `${base}/work`, maria.cookie, { date: TODAY, start: '09:00', end: '10:00' });
    expect(timesAfter.statusCode).toBe(409);
    const view = (await call('GET', `${base}/work`, maria.cookie)).json<JobTime>();
    expect(view).toMatchObject({ invoiced: true });
    expect(view.items).toHaveLength(1);
  });

  it('lets the owner correct items again once the invoice is voided', async () => {
    const { admin, base, appointment } = await setUp();
    const added = await addItem(`${base}/items`, admin.cookie, { kind: 'other', description: 'Stamps', amount: '7' });
    const [stamps] = added.json<JobTime>().items;
    await insertInvoice(appointment.id, true);
    expect((await call('DELETE', `${base}/items/${stamps?.id}`, admin.cookie)).statusCode).toBe(200);
  });
});
