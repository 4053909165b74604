import {
  PROPERTY_CHECK_SERVICE,
  STORM_MESSAGES,
  type FloridaCounty,
  type Storm,
  type StormBoard,
  type StormInput,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { updateAccount } from '../../../../test/support/accounts.js';

/**
 * Storm mode (docs/home-watch.md): checks for every property in an area made in one step, given to
 * each property's usual staff member or the one chosen, one notice per owner in their language, and
 * a board that counts what is done.
 */
const DAY = '2099-09-10';

describe.each(engines)('storm mode on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'admin');
  });
  afterEach(() => t.close());

  const owner = async (firstName: string, language: 'en' | 'es' = 'en') => {
    const { user } = await registerClient(t, { firstName });
    await t.app.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
    return user;
  };
  const property = async (
    clientId: number,
    fields: { label: string; county: FloridaCounty; zip: string; awayFrom?: string; awayUntil?: string },
  ) =>
    t.app.repos.properties.create(
      clientId,
      {
        label: fields.label,
        addressLine: `1 ${fields.label} Way`,
        city: 'Somewhere',
        zip: fields.zip,
        county: fields.county,
        awayFrom: fields.awayFrom ?? null,
        awayUntil: fields.awayUntil ?? null,
        alarmCompany: null,
        emergencyContacts: null,
        preferredVendors: null,
      },
      'sealed-text-never-sent',
    );
  /** A property's home-check plan (a standing visit of the property-check service), weekly at 8. */
  const homeCheckPlan = async (plan: { clientId: number; propertyId: number; staffId: number; active: boolean }) => {
    const service = await t.app.repos.serviceTypes.findByName(PROPERTY_CHECK_SERVICE);
    await t.app.db
      .insertInto('servicePlans')
      .values({
        ...plan,
        serviceTypeId: service!.id,
        repeats: 'weekly',
        startsOn: '2099-01-01',
        endsOn: '2099-12-31',
        startTime: '08:00',
      })
      .execute();
  };
  const create = (input: Partial<StormInput>, cookie = staff.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/storms',
      headers: cookieHeader(t, cookie),
      payload: {
        name: 'Hurricane Zeta',
        phase: 'pre-storm',
        areaKind: 'counties',
        counties: [],
        zips: '',
        date: DAY,
        startTime: '09:00',
        staffId: staff.user.id,
        ...input,
      },
    });
  const created = async (input: Partial<StormInput>) => {
    const res = await create(input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StormBoard;
  };
  const outbox = (kind: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('picks the properties of the counties, of the ZIP codes, or of owners away that day', async () => {
    const ann = await owner('Ann');
    const bob = await owner('Bob');
    const pasco = await property(ann.id, {
      label: 'Pasco house',
      county: 'Pasco',
      zip: '34652',
      awayFrom: '2099-06-01',
      awayUntil: '2099-10-31',
    });
    const pinellas = await property(ann.id, { label: 'Pinellas condo', county: 'Pinellas', zip: '33701' });
    const collier = await property(bob.id, {
      label: 'Naples villa',
      county: 'Collier',
      zip: '34102',
      awayFrom: '2099-09-01',
      awayUntil: '2099-09-10',
    });
    // Away dates not both set, or not around the day: not "away".
    await property(bob.id, { label: 'Open-ended', county: 'Lee', zip: '33901', awayFrom: '2099-01-01' });
    await property(bob.id, {
      label: 'Back home',
      county: 'Lee',
      zip: '33902',
      awayFrom: '2099-01-01',
      awayUntil: '2099-09-09',
    });

    const ids = (board: StormBoard) => board.visits.map((v) => v.propertyId).sort((a, b) => a - b);
    const byCounty = await created({ areaKind: 'counties', counties: ['Pasco', 'Pinellas'] });
    expect(ids(byCounty)).toEqual([pasco.id, pinellas.id]);
    expect(byCounty.areaDescription).toBe('Pasco, Pinellas');
    expect(byCounty.visits.every((v) => v.kind === 'pre-storm' && v.date === DAY)).toBe(true);
    // The property-check service's hour, one after another with the travel gap (ZIP 33701 first).
    const times = (board: StormBoard) =>
      Object.fromEntries(board.visits.map((v) => [v.propertyId, `${v.date} ${v.startTime}-${v.endTime}`]));
    expect(times(byCounty)).toEqual({
      [pinellas.id]: `${DAY} 09:00-10:00`,
      [pasco.id]: `${DAY} 10:30-11:30`,
    });

    const byZip = await created({ areaKind: 'zips', zips: '34102, 33701 33701', phase: 'post-storm' });
    expect(ids(byZip)).toEqual([pinellas.id, collier.id]);
    expect(byZip.areaDescription).toBe('ZIP 34102, 33701');
    expect(byZip.visits.every((v) => v.kind === 'post-storm')).toBe(true);

    const away = await created({ areaKind: 'away' });
    expect(ids(away)).toEqual([pasco.id, collier.id]);
    expect(away.areaDescription).toBe('Owners away');

    // The counties in the form are ignored for another kind of area.
    const zipsOnly = await created({ areaKind: 'zips', zips: '34652', counties: ['Collier'] });
    expect(ids(zipsOnly)).toEqual([pasco.id]);
  });

  it("gives each check to the property's plan staff member, else to the one chosen", async () => {
    const ann = await owner('Ann');
    const usual = await createStaff(t);
    const gone = await createStaff(t);
    await updateAccount(t, gone.user.id, { active: false });
    const planned = await property(ann.id, { label: 'Planned', county: 'Pasco', zip: '34652' });
    const stopped = await property(ann.id, { label: 'Plan stopped', county: 'Pasco', zip: '34653' });
    const leftStaff = await property(ann.id, { label: 'Staff left', county: 'Pasco', zip: '34654' });
    const none = await property(ann.id, { label: 'No plan', county: 'Pasco', zip: '34655' });
    const plan = (propertyId: number, staffId: number, active: boolean) =>
      homeCheckPlan({ clientId: ann.id, propertyId, staffId, active });
    await plan(planned.id, usual.user.id, true);
    await plan(stopped.id, usual.user.id, false);
    await plan(leftStaff.id, gone.user.id, true);

    const board = await created({ counties: ['Pasco'] });
    const staffOf = Object.fromEntries(board.visits.map((v) => [v.propertyId, v.staffId]));
    expect(staffOf).toEqual({
      [planned.id]: usual.user.id,
      [stopped.id]: staff.user.id,
      [leftStaff.id]: staff.user.id,
      [none.id]: staff.user.id,
    });
  });

  it("tells each owner once, in their language, of every property's check, without access notes", async () => {
    const ann = await owner('Ann');
    const rosa = await owner('Rosa', 'es');
    const carl = await owner('Carl');
    await property(ann.id, { label: 'Beach house', county: 'Pasco', zip: '34652' });
    await property(ann.id, { label: 'Lake cabin', county: 'Pinellas', zip: '33701' });
    await property(rosa.id, { label: 'Casa Rosa', county: 'Pasco', zip: '34653' });
    await property(carl.id, { label: 'Far away', county: 'Leon', zip: '32301' });

    await created({ counties: ['Pasco', 'Pinellas'] });
    const notices = await outbox('storm-check-planned');
    expect(notices).toHaveLength(2);
    const emails = await t.app.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', [ann.id, rosa.id])
      .orderBy('id')
      .execute();
    const emailOf = (id: number) => emails.find((e) => e.id === id)?.email;
    const toAnn = notices.filter((n) => n.toAddress === emailOf(ann.id));
    const toRosa = notices.filter((n) => n.toAddress === emailOf(rosa.id));
    expect(toAnn).toHaveLength(1);
    expect(toRosa).toHaveLength(1);

    const english = toAnn[0];
    expect(english?.subject).toBe('A pre-storm check of your homes is planned');
    expect(english?.textBody).toContain('Hello Ann,');
    expect(english?.textBody).toContain('With Hurricane Zeta on the way, we will check your properties for you.');
    // Each property with its own time: one staff member goes town by town (ZIP 33701, 34652, 34653).
    expect(english?.textBody).toContain(
      'A pre-storm check of Lake cabin is planned for Thursday, September 10, 2099, 9:00 AM to 10:00 AM.',
    );
    expect(english?.textBody).toContain(
      'A pre-storm check of Beach house is planned for Thursday, September 10, 2099, 10:30 AM to 11:30 AM.',
    );

    const spanish = toRosa[0];
    expect(spanish?.subject).toBe('Hemos planeado una revisión antes de la tormenta de su casa');
    expect(spanish?.textBody).toContain('La revisión antes de la tormenta de Casa Rosa está prevista para el jueves');
    expect(spanish?.textBody).toMatch(/Casa Rosa está prevista para el jueves[^.]*12:00/);
    expect(spanish?.textBody).not.toContain('Beach house');

    for (const notice of notices) {
      expect(`${notice.textBody} ${notice.htmlBody}`).not.toContain('sealed-text-never-sent');
    }
    const events = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'storm.checks-created')
      .orderBy('id')
      .execute();
    expect(events).toEqual([expect.objectContaining({ actorId: staff.user.id, subjectType: 'storm' })]);
    expect(events[0]?.summary).toContain('planned 3 pre-storm checks for Hurricane Zeta (Pasco, Pinellas)');
  });

  it("staggers one staff member's checks by the visit and the travel gap, spilling to the next open day", async () => {
    const ann = await owner('Ann');
    const usual = await createStaff(t);
    const zips = ['34652', '34653', '34654', '34655', '34656', '34657', '34658'];
    const houses = [];
    for (const zip of zips) houses.push(await property(ann.id, { label: `House ${zip}`, county: 'Pasco', zip }));
    // One property has its own staff member (a plan): their round starts at the chosen time too.
    await homeCheckPlan({ clientId: ann.id, propertyId: houses[6]!.id, staffId: usual.user.id, active: true });
    // Thursday: open 8 to 6. The seventh check of the day would end at 7 pm: Friday, at opening time.
    await property(ann.id, { label: 'House 34659', county: 'Pasco', zip: '34659' });
    const board = await created({ counties: ['Pasco'] });
    const rounds = board.visits
      .map((v) => `${v.staffId === usual.user.id ? 'usual' : 'chosen'} ${v.date} ${v.startTime}-${v.endTime}`)
      .sort();
    expect(rounds).toEqual([
      'chosen 2099-09-10 09:00-10:00',
      'chosen 2099-09-10 10:30-11:30',
      'chosen 2099-09-10 12:00-13:00',
      'chosen 2099-09-10 13:30-14:30',
      'chosen 2099-09-10 15:00-16:00',
      'chosen 2099-09-10 16:30-17:30',
      'chosen 2099-09-11 08:00-09:00',
      'usual 2099-09-10 09:00-10:00',
    ]);

    // A Friday storm's spill skips the closed Sunday and a Monday holiday: Tuesday.
    await t.app.db.insertInto('holidays').values({ day: '2099-09-14', name: 'Staff day' }).execute();
    const weekend = await created({ counties: ['Pasco'], date: '2099-09-11', startTime: '16:00' });
    const chosen = weekend.visits.filter((v) => v.staffId === staff.user.id).map((v) => `${v.date} ${v.startTime}`);
    expect(chosen.sort()).toEqual([
      '2099-09-11 16:00',
      '2099-09-12 09:00',
      '2099-09-12 10:30',
      '2099-09-12 12:00',
      '2099-09-12 13:30',
      '2099-09-15 08:00',
      '2099-09-15 09:30',
    ]);
  });

  it('refuses an area without properties or a staff member who cannot work, making nothing', async () => {
    const ann = await owner('Ann');
    await property(ann.id, { label: 'Beach house', county: 'Pasco', zip: '34652' });

    const empty = await create({ counties: ['Monroe'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: STORM_MESSAGES.noProperties });

    const client = await create({ counties: ['Pasco'], staffId: ann.id });
    expect(client.statusCode).toBe(400);
    expect(client.json()).toMatchObject({ message: STORM_MESSAGES.staffRequired });

    const lateNight = await create({ counties: ['Pasco'], startTime: '23:30' });
    expect(lateNight.statusCode).toBe(400);
    expect(lateNight.json()).toMatchObject({ message: STORM_MESSAGES.endsAfterMidnight });

    const invalid = await create({ areaKind: 'zips', zips: '3465' });
    expect(invalid.statusCode).toBe(400);

    expect(await t.app.db.selectFrom('storms').selectAll().orderBy('id').execute()).toEqual([]);
    expect(await t.app.db.selectFrom('propertyVisits').selectAll().orderBy('id').execute()).toEqual([]);
    expect(await outbox('storm-check-planned')).toEqual([]);
  });

  it('counts what is planned, in progress, finished and urgent, newest storm first', async () => {
    const ann = await owner('Ann');
    for (const label of ['One', 'Two', 'Three', 'Four', 'Five']) {
      await property(ann.id, { label, county: 'Pasco', zip: '34652' });
    }
    const first = await created({ name: 'Hurricane Alpha', counties: ['Pasco'] });
    expect(first.counts).toEqual({ total: 5, planned: 5, inProgress: 0, finished: 0, urgent: 0 });

    const [started, clear, urgent, cancelled] = first.visits;
    const now = new Date().toISOString();
    const set = (
      id: number | undefined,
      values: { startedAt?: string; finishedAt?: string; result?: 'all-clear' | 'urgent' },
    ) =>
      t.app.db
        .updateTable('propertyVisits')
        .set(values)
        .where('id', '=', id ?? 0)
        .execute();
    await set(started?.id, { startedAt: now });
    await set(clear?.id, { startedAt: now, finishedAt: now, result: 'all-clear' });
    await set(urgent?.id, { startedAt: now, finishedAt: now, result: 'urgent' });
    await t.app.db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled?.appointmentId ?? 0)
      .execute();

    const second = await created({ name: 'Hurricane Beta', phase: 'post-storm', counties: ['Pasco'] });

    const board = await t.app.inject({
      method: 'GET',
      url: `/api/admin/storms/${first.id}`,
      headers: cookieHeader(t, staff.cookie),
    });
    expect(board.statusCode).toBe(200);
    const read = board.json() as StormBoard;
    expect(read.counts).toEqual({ total: 4, planned: 1, inProgress: 1, finished: 2, urgent: 1 });
    expect(read.visits.map((v) => v.state)).toEqual(['in-progress', 'finished', 'finished', 'cancelled', 'planned']);

    const admin = await createStaff(t, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/storms',
      headers: cookieHeader(t, admin.cookie),
    });
    expect(list.statusCode).toBe(200);
    const storms = list.json() as Storm[];
    expect(storms.map((s) => [s.id, s.name, s.phase])).toEqual([
      [second.id, 'Hurricane Beta', 'post-storm'],
      [first.id, 'Hurricane Alpha', 'pre-storm'],
    ]);
    expect(storms[1]?.counts).toEqual(read.counts);
    expect(storms[0]?.counts.total).toBe(5);

    for (const url of ['/api/admin/storms/999999', '/api/admin/storms/abc']) {
      const missing = await t.app.inject({ method: 'GET', url, headers: cookieHeader(t, staff.cookie) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: STORM_MESSAGES.notFound });
    }
  });
});
