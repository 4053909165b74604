import {
  AVAILABILITY_MESSAGES as M,
  addDaysToDate,
  businessToday,
  DEFAULT_CHANGE_CUTOFF_HOURS,
  SERVICE_COUNTIES,
  type Holiday,
  type OpeningHoursView,
  type ServiceRules,
  type StaffAvailability,
} from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(engines)('availability screens on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let client: Awaited<ReturnType<typeof registerClient>>;
  const today = businessToday();

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await createStaff(t, 'admin');
    staff = await createStaff(t, 'staff');
    client = await registerClient(t);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
  const eventTypes = async () =>
    (
      await t.app.db.selectFrom('events').select('type').where('type', 'like', 'availability.%').orderBy('id').execute()
    ).map((e) => e.type);
  const staffUrl = (id: number = staff.user.id) => `/api/admin/staff/${id}/availability`;

  it('reads the seeded opening hours, Monday first, and replaces them all at once', async () => {
    const seeded = (await call('GET', '/api/admin/availability/opening-hours')).json<OpeningHoursView>();
    expect(seeded.hours[0]).toEqual({ weekday: 1, opens: '08:00', closes: '18:00' });
    expect(seeded.hours.at(-1)).toEqual({ weekday: 6, opens: '09:00', closes: '15:00' });

    const res = await call('PUT', '/api/admin/availability/opening-hours', {
      hours: [
        { weekday: 0, opens: '10:00', closes: '14:00' },
        { weekday: 2, opens: '13:00', closes: '17:00' },
        { weekday: 2, opens: '08:00:00', closes: '12:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OpeningHoursView>().hours).toEqual([
      { weekday: 2, opens: '08:00', closes: '12:00' },
      { weekday: 2, opens: '13:00', closes: '17:00' },
      { weekday: 0, opens: '10:00', closes: '14:00' },
    ]);
    // The slot computation reads what was saved.
    const slots = await t.app.db.selectFrom('businessHours').select('weekday').orderBy('id').execute();
    expect(slots).toHaveLength(3);
    expect(await eventTypes()).toContain('availability.opening-hours-changed');
  });

  it('refuses bad opening hours with the message beside the field, and changes nothing', async () => {
    const before = (await call('GET', '/api/admin/availability/opening-hours')).json<OpeningHoursView>();
    const cases: [object, string, string][] = [
      [{ weekday: 1, opens: '9am', closes: '12:00' }, 'hours.0.opens', M.timeInvalid],
      [{ weekday: 1, opens: '12:00', closes: '09:00' }, 'hours.0.closes', M.endBeforeStart],
      [{ weekday: 7, opens: '09:00', closes: '12:00' }, 'hours.0.weekday', M.weekdayInvalid],
    ];
    for (const [period, field, message] of cases) {
      const res = await call('PUT', '/api/admin/availability/opening-hours', { hours: [period] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    }
    const overlap = await call('PUT', '/api/admin/availability/opening-hours', {
      hours: [
        { weekday: 3, opens: '09:00', closes: '12:00' },
        { weekday: 3, opens: '11:30', closes: '15:00' },
        { weekday: 4, opens: '11:30', closes: '15:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ fields: { 'hours.1.opens': M.overlap } });
    expect((await call('GET', '/api/admin/availability/opening-hours')).json()).toEqual(before);
  });

  it('adds, lists (from today on) and removes holidays', async () => {
    const day = addDaysToDate(today, 10);
    const added = await call('POST', '/api/admin/availability/holidays', { day, name: ' Thanksgiving ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ day, name: 'Thanksgiving' });
    await t.app.db
      .insertInto('holidays')
      .values({ day: addDaysToDate(today, -3), name: 'Gone' })
      .execute();
    expect((await call('GET', '/api/admin/availability/holidays')).json<Holiday[]>()).toEqual([
      { day, name: 'Thanksgiving' },
    ]);

    const again = await call('POST', '/api/admin/availability/holidays', { day, name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.holidayExists, fields: { day: M.holidayExists } });

    for (const [body, field, message] of [
      [{ day: '2026-02-30', name: 'X' }, 'day', M.dateInvalid],
      [{ day, name: '  ' }, 'name', M.holidayNameRequired],
    ] as const) {
      const res = await call('POST', '/api/admin/availability/holidays', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { [field]: message } });
    }

    expect((await call('DELETE', `/api/admin/availability/holidays/${day}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/availability/holidays')).json()).toEqual([]);
    const gone = await call('DELETE', `/api/admin/availability/holidays/${day}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'holiday_not_found', message: M.holidayNotFound });
    expect((await call('DELETE', '/api/admin/availability/holidays/not-a-day')).statusCode).toBe(404);
    expect(await eventTypes()).toEqual(
      expect.arrayContaining(['availability.holiday-added', 'availability.holiday-removed']),
    );
  });

  it('reads and sets the change cut-off, which the booking rules then use', async () => {
    const first = await call('GET', '/api/admin/availability/booking-settings');
    expect(first.json()).toEqual({ changeCutoffHours: DEFAULT_CHANGE_CUTOFF_HOURS });
    const set = await call('PUT', '/api/admin/availability/booking-settings', { changeCutoffHours: 48 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ changeCutoffHours: 48 });
    expect(await t.app.repos.booking.changeCutoffHours()).toBe(48);
    for (const bad of [-1, 169, 2.5, '', 'soon']) {
      const res = await call('PUT', '/api/admin/availability/booking-settings', { changeCutoffHours: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { changeCutoffHours: M.cutoffInvalid } });
    }
    expect(await t.app.repos.booking.changeCutoffHours()).toBe(48);
    expect(await eventTypes()).toContain('availability.cutoff-changed');
  });

  it('lists every service with its booking rules and changes one', async () => {
    const list = (await call('GET', '/api/admin/availability/services')).json<ServiceRules[]>();
    expect(list.length).toBeGreaterThanOrEqual(11);
    expect(list[0]).toMatchObject({
      id: 1,
      name: 'Home Assistance',
      duration: 180,
      bufferBefore: 30,
      bufferAfter: 30,
      minNoticeHours: 24,
      maxDaysAhead: 60,
      bookingMode: 'hold',
      atHome: true,
      active: true,
    });
    const res = await call('PATCH', '/api/admin/availability/services/2', {
      bufferBefore: 15,
      bufferAfter: '45',
      bookingMode: 'instant',
      atHome: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: 2,
      bufferBefore: 15,
      bufferAfter: 45,
      bookingMode: 'instant',
      atHome: false,
    });
    expect(await t.app.repos.booking.bookingService(2)).toMatchObject({ bufferBefore: 15, bookingMode: 'instant' });

    const cases: [object, string, string][] = [
      [{ duration: 29 }, 'duration', M.durationInvalid],
      [{ duration: 721 }, 'duration', M.durationInvalid],
      [{ bufferBefore: 241 }, 'bufferBefore', M.bufferInvalid],
      [{ bufferAfter: -5 }, 'bufferAfter', M.bufferInvalid],
      [{ minNoticeHours: 721 }, 'minNoticeHours', M.noticeInvalid],
      [{ maxDaysAhead: 0 }, 'maxDaysAhead', M.aheadInvalid],
      [{ maxDaysAhead: 366 }, 'maxDaysAhead', M.aheadInvalid],
      [{ bookingMode: 'maybe' }, 'bookingMode', M.modeInvalid],
    ];
    for (const [body, field, message] of cases) {
      const bad = await call('PATCH', '/api/admin/availability/services/2', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { [field]: message } });
    }
    expect((await call('PATCH', '/api/admin/availability/services/2', {})).statusCode).toBe(400);
    const missing = await call('PATCH', '/api/admin/availability/services/9999', { duration: 60 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'service_not_found', message: M.serviceNotFound });
    expect(await t.app.repos.availability.serviceRule(2)).toMatchObject({ bufferBefore: 15, duration: 120 });
    expect(await eventTypes()).toContain('availability.service-rules-changed');
  });

  it('reads and replaces a staff member’s hours, services and counties', async () => {
    const empty = await call('GET', staffUrl());
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      staff: { id: staff.user.id, firstName: 'Sam', lastName: 'Rivera', role: 'staff' },
      hours: [],
      timeOff: [],
      serviceIds: [],
      counties: [],
    });

    const hours = await call('PUT', `${staffUrl()}/hours`, {
      hours: [
        { weekday: 5, starts: '09:00', ends: '13:00' },
        { weekday: 1, starts: '14:00', ends: '18:00' },
        { weekday: 1, starts: '08:00', ends: '12:00' },
      ],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hours.json<StaffAvailability>().hours).toEqual([
      { weekday: 1, starts: '08:00', ends: '12:00' },
      { weekday: 1, starts: '14:00', ends: '18:00' },
      { weekday: 5, starts: '09:00', ends: '13:00' },
    ]);
    const replaced = await call('PUT', `${staffUrl()}/hours`, {
      hours: [{ weekday: 2, starts: '09:00', ends: '17:00' }],
    });
    expect(replaced.json<StaffAvailability>().hours).toEqual([{ weekday: 2, starts: '09:00', ends: '17:00' }]);

    const overlap = await call('PUT', `${staffUrl()}/hours`, {
      hours: [
        { weekday: 2, starts: '09:00', ends: '17:00' },
        { weekday: 2, starts: '16:00', ends: '18:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ fields: { 'hours.1.starts': M.overlap } });
    const backwards = await call('PUT', `${staffUrl()}/hours`, {
      hours: [{ weekday: 2, starts: '17:00', ends: '17:00' }],
    });
    expect(backwards.json()).toMatchObject({ fields: { 'hours.0.ends': M.endBeforeStart } });

    const services = await call('PUT', `${staffUrl()}/services`, { serviceIds: [3, 1, 3] });
    expect(services.statusCode, services.body).toBe(200);
    expect(services.json<StaffAvailability>().serviceIds).toEqual([1, 3]);
    const unknown = await call('PUT', `${staffUrl()}/services`, { serviceIds: [1, 9999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: M.serviceInvalid, fields: { serviceIds: M.serviceInvalid } });

    const county = SERVICE_COUNTIES[0] as string;
    const counties = await call('PUT', `${staffUrl()}/counties`, { counties: [county] });
    expect(counties.statusCode, counties.body).toBe(200);
    expect(counties.json<StaffAvailability>().counties).toEqual([county]);
    const faraway = await call('PUT', `${staffUrl()}/counties`, { counties: ['Miami-Dade'] });
    expect(faraway.statusCode).toBe(400);
    expect(faraway.json()).toMatchObject({ fields: { 'counties.0': M.countyInvalid } });

    const after = (await call('GET', staffUrl())).json<StaffAvailability>();
    expect(after).toMatchObject({ serviceIds: [1, 3], counties: [county], hours: [{ weekday: 2 }] });
    // What the slot computation reads for them.
    const service = await t.app.repos.booking.bookingService(1);
    const inputs = await t.app.repos.booking.slotInputs(service!, today, today);
    const read = inputs.staff.find((s) => s.id === staff.user.id);
    expect([...(read?.serviceIds ?? [])].sort()).toEqual([1, 3]);
    expect(read?.counties).toEqual([county]);
    expect(await eventTypes()).toEqual(
      expect.arrayContaining([
        'availability.staff-hours-changed',
        'availability.staff-services-changed',
        'availability.staff-counties-changed',
      ]),
    );
  });

  it('adds and removes time off, lists it from today on, and checks its days', async () => {
    const first = addDaysToDate(today, 3);
    const res = await call('POST', `${staffUrl()}/time-off`, { firstDay: first, lastDay: first, note: 'Dentist' });
    expect(res.statusCode, res.body).toBe(201);
    const [off] = res.json<StaffAvailability>().timeOff;
    expect(off).toMatchObject({ firstDay: first, lastDay: first, note: 'Dentist' });
    await t.app.db
      .insertInto('staffTimeOff')
      .values({ staffId: staff.user.id, firstDay: '2020-01-01', lastDay: '2020-01-02', note: null })
      .execute();
    expect((await call('GET', staffUrl())).json<StaffAvailability>().timeOff).toHaveLength(1);

    const backwards = await call('POST', `${staffUrl()}/time-off`, { firstDay: first, lastDay: today });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fields: { lastDay: M.lastBeforeFirst } });
    const unreal = await call('POST', `${staffUrl()}/time-off`, { firstDay: '2026-13-01', lastDay: '2026-13-02' });
    expect(unreal.json()).toMatchObject({ fields: { firstDay: M.dateInvalid } });

    // Someone else's time off is not theirs to remove through this staff member.
    const other = await createStaff(t, 'staff');
    expect((await call('DELETE', `${staffUrl(other.user.id)}/time-off/${off!.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${staffUrl()}/time-off/${off!.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `${staffUrl()}/time-off/${off!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'time_off_not_found', message: M.timeOffNotFound });
    expect((await call('GET', staffUrl())).json<StaffAvailability>().timeOff).toEqual([]);
    expect(await eventTypes()).toEqual(
      expect.arrayContaining(['availability.time-off-added', 'availability.time-off-removed']),
    );
  });

  it('answers 404 for clients, inactive accounts and unknown ids', async () => {
    const inactive = await createStaff(t, 'staff');
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', inactive.user.id).execute();
    for (const id of [client.user.id, inactive.user.id, 999999]) {
      const res = await call('GET', staffUrl(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'staff_not_found', message: M.staffNotFound });
      expect((await call('PUT', `${staffUrl(id)}/hours`, { hours: [] })).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/admin/staff/abc/availability')).statusCode).toBe(404);
    // An admin has hours too (they take visits).
    expect((await call('GET', staffUrl(admin.user.id))).statusCode).toBe(200);
  });

  it('lets a staff member read their own availability, and no one but admins write', async () => {
    const own = await call('GET', '/api/staff/availability', undefined, staff.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<StaffAvailability>()).toMatchObject({ staff: { id: staff.user.id }, hours: [{ weekday: 2 }] });
    expect((await call('GET', '/api/staff/availability', undefined, client.cookie)).statusCode).toBe(403);

    const writes: [Method, string, object?][] = [
      ['PUT', '/api/admin/availability/opening-hours', { hours: [] }],
      ['POST', '/api/admin/availability/holidays', { day: addDaysToDate(today, 5), name: 'X' }],
      ['DELETE', `/api/admin/availability/holidays/${addDaysToDate(today, 5)}`],
      ['PUT', '/api/admin/availability/booking-settings', { changeCutoffHours: 1 }],
      ['PATCH', '/api/admin/availability/services/1', { duration: 60 }],
      ['PUT', `${staffUrl()}/hours`, { hours: [] }],
      ['PUT', `${staffUrl()}/services`, { serviceIds: [] }],
      ['PUT', `${staffUrl()}/counties`, { counties: [] }],
      ['POST', `${staffUrl()}/time-off`, { firstDay: today, lastDay: today }],
      ['GET', staffUrl()],
    ];
    const before = await call('GET', staffUrl());
    for (const cookie of [staff.cookie, client.cookie]) {
      for (const [method, url, body] of writes) {
        expect((await call(method, url, body, cookie)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', staffUrl())).json()).toEqual(before.json());
    expect((await call('GET', '/api/admin/availability/opening-hours')).json<OpeningHoursView>().hours).toHaveLength(3);
  });
});
