import { appointmentDetailSchema, availabilityDaysAnswerSchema, savedAppointmentSchema } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewAppointment } from '../appointments-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';

// 2099-07-13 is a Monday, 2099-07-15 a Wednesday, 2099-07-18 a Saturday. The migration's opening hours:
// Monday to Friday 8 to 6, Saturday 9 to 3.
describe.each(engines)('availability in the back office on %s', (engine) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createStaff>>;
  let maria: Awaited<ReturnType<typeof createStaff>>;
  let notaryId: number;
  let homeWatchId: number;

  beforeEach(async () => {
    t = await buildTestApp(engine);
    owner = await createStaff(t, 'admin');
    maria = await createStaff(t);
    await t.app.db
      .updateTable('users')
      .set({ firstName: 'Maria', lastName: 'Lopez' })
      .where('id', '=', maria.user.id)
      .execute();
    const services = await t.app.db.selectFrom('serviceTypes').select(['id', 'name']).orderBy('id').execute();
    notaryId = services.find((s) => s.name === 'Notary Services')?.id ?? 0;
    homeWatchId = services.find((s) => s.name !== 'Notary Services')?.id ?? 0;
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId: maria.user.id, weekday, starts: '08:00', ends: '16:00' })))
      .execute();
    await t.app.db.insertInto('staffServices').values({ staffId: maria.user.id, serviceTypeId: homeWatchId }).execute();
    await t.app.db
      .insertInto('staffTimeOff')
      .values({ staffId: maria.user.id, firstDay: '2099-07-14', lastDay: '2099-07-14', note: null })
      .execute();
    await t.app.db.insertInto('holidays').values({ day: '2099-07-16', name: 'Founders Day' }).execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, cookie = owner.cookie) =>
    t.app.inject({ method: 'GET', url, headers: cookieHeader(t, cookie) });
  const visit = (over: Partial<NewAppointment> = {}) =>
    t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: homeWatchId,
      staffId: maria.user.id,
      appointmentDate: '2099-07-13',
      startTime: '10:00',
      endTime: '11:00',
      ...over,
    });

  it('answers who works each day, the holiday, and the warnings of the visits shown', async () => {
    const fine = await visit();
    const dayOff = await visit({ appointmentDate: '2099-07-14' });
    const res = await get('/api/admin/availability/days?from=2099-07-13&to=2099-07-19');
    expect(res.statusCode).toBe(200);
    const body = availabilityDaysAnswerSchema.parse(res.json());
    expect(body.days.map((d) => d.date)).toEqual([
      '2099-07-13',
      '2099-07-14',
      '2099-07-15',
      '2099-07-16',
      '2099-07-17',
      '2099-07-18',
      '2099-07-19',
    ]);
    const person = (date: string) => body.days.find((d) => d.date === date)?.staff.find((s) => s.id === maria.user.id);
    expect(person('2099-07-13')).toEqual({
      id: maria.user.id,
      name: 'Maria Lopez',
      periods: [{ starts: '08:00', ends: '16:00' }],
      off: false,
    });
    expect(person('2099-07-14')?.off).toBe(true);
    expect(person('2099-07-18')?.periods).toEqual([]);
    expect(body.days.find((d) => d.date === '2099-07-16')?.holiday).toBe('Founders Day');
    expect(body.days.find((d) => d.date === '2099-07-13')?.opening).toEqual([{ starts: '08:00', ends: '18:00' }]);
    // The visit does not clash with itself; the one on her day off is marked.
    expect(body.visitWarnings[String(fine.id)]).toBeUndefined();
    expect(body.visitWarnings[String(dayOff.id)]).toEqual(['Maria Lopez is on time off that day']);
  });

  it('puts the warnings on the detail page and in the answers to booking and editing, and still saves', async () => {
    await visit();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: cookieHeader(t, owner.cookie),
      payload: {
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        serviceTypeId: String(notaryId),
        staffId: String(maria.user.id),
        appointmentDate: '2099-07-13',
        startTime: '10:30',
        endTime: '16:30',
      },
    });
    expect(created.statusCode).toBe(201);
    const saved = savedAppointmentSchema.parse(created.json());
    expect(saved.availabilityWarnings).toEqual([
      "Outside Maria Lopez's working hours (8:00 AM – 4:00 PM)",
      'Maria Lopez does not do Notary Services',
      "Overlaps Maria Lopez's visit at 10:00 AM",
    ]);
    const detail = appointmentDetailSchema.parse(
      (await get(`/api/admin/appointments/${saved.id}`, maria.cookie)).json(),
    );
    expect(detail.availabilityWarnings).toEqual(saved.availabilityWarnings);

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${saved.id}`,
      headers: cookieHeader(t, owner.cookie),
      payload: { serviceTypeId: String(homeWatchId), startTime: '13:00', endTime: '14:00' },
    });
    expect(edited.statusCode).toBe(200);
    expect(savedAppointmentSchema.parse(edited.json()).availabilityWarnings).toEqual([]);
  });

  it('checks a visit before saving, leaving out the visit being edited', async () => {
    const own = await visit();
    const check = async (query: string) => (await get(`/api/admin/availability/check?${query}`)).json();
    expect(await check(`date=2099-07-16&start=09:00&end=10:00`)).toEqual({
      availabilityWarnings: ['The business is closed that day (Founders Day)'],
    });
    expect(await check(`date=2099-07-18&start=09:00&end=10:00&staffId=${maria.user.id}`)).toEqual({
      availabilityWarnings: ['Maria Lopez does not work on Saturdays'],
    });
    const overlapping = `date=2099-07-13&start=10:00&end=11:00&staffId=${maria.user.id}&serviceTypeId=${homeWatchId}`;
    expect((await check(overlapping)).availabilityWarnings).toEqual(["Overlaps Maria Lopez's visit at 10:00 AM"]);
    expect(await check(`${overlapping}&appointmentId=${own.id}`)).toEqual({ availabilityWarnings: [] });
    expect(await check(`date=2099-07-13&start=18:00&end=19:00`)).toEqual({
      availabilityWarnings: ['Outside opening hours (8:00 AM – 6:00 PM)'],
    });
  });

  it('refuses bad queries with a clear 400, and clients with 403', async () => {
    const reversed = await get('/api/admin/availability/days?from=2099-07-13&to=2099-07-12');
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('The last day must not be before the first.');
    expect((await get('/api/admin/availability/days?from=2099-07-01&to=2099-09-01')).statusCode).toBe(400);
    expect((await get('/api/admin/availability/check?date=2099-07-13&start=11:00&end=10:00')).statusCode).toBe(400);
    expect((await get('/api/admin/availability/check?date=nope&start=10:00&end=11:00')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/availability/days?from=2099-07-13&to=2099-07-13',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
