import {
  addDaysToDate,
  businessInstant,
  businessToday,
  weekdayOf,
  type ServicePlan,
  type StaffPlansView,
} from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { setServiceRules, setStaffHours, WORKDAYS } from '../../../../test/support/booking.js';
import { serviceContext } from '../../service-context.js';
import { bookAllPlans } from '../plan-booking.js';

type Caller = { cookie: string };
type Client = Awaited<ReturnType<typeof registerClient>>;

/** Service 1, booked online at once, at the business's place, an hour long with no buffers. */
const SERVICE = 1;

/** The first `weekday` (0 Sunday) at least `after` days from today. */
function nextWeekday(weekday: number, after: number): string {
  let day = addDaysToDate(businessToday(), after);
  while (weekdayOf(day) !== weekday) day = addDaysToDate(day, 1);
  return day;
}

/** Standing visits (docs/service-plans.md) on both engines. */
describe.each(engines)('standing visits on %s', (engine) => {
  let t: TestApp;
  let staffA: Caller & { user: { id: number } };
  let staffB: Caller & { user: { id: number } };
  let admin: Caller;

  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    staffA = await createStaff(t, 'staff');
    staffB = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    await setServiceRules(t, SERVICE, {
      bookingMode: 'instant',
      atHome: false,
      duration: 60,
      bufferBefore: 0,
      bufferAfter: 0,
      minNoticeHours: 24,
      maxDaysAhead: 200,
    });
    await setStaffHours(t, staffA.user.id, WORKDAYS, '08:00', '18:00');
    await setStaffHours(t, staffB.user.id, WORKDAYS, '08:00', '18:00');
  });
  afterAll(() => t.close());

  const call = (caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: caller ? cookieHeader(t, caller.cookie) : {},
      ...(payload ? { payload } : {}),
    });

  async function setUp(client: Client, fields: Record<string, unknown>): Promise<ServicePlan> {
    const res = await call(client, 'POST', '/api/user/plans', { serviceTypeId: SERVICE, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ServicePlan;
  }

  const appointment = (id: number | null) =>
    t.app.db
      .selectFrom('appointments')
      .selectAll()
      .where('id', '=', id ?? 0)
      .executeTakeFirstOrThrow();

  it('books every Tuesday at 10 as real appointments, with the same staff member each time', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(2, 3);
    const plan = await setUp(client, {
      repeats: 'weekly',
      startsOn: first,
      endsOn: addDaysToDate(first, 21),
      startTime: '10:00',
    });
    expect(plan.upcoming.map((d) => d.day)).toEqual([0, 7, 14, 21].map((n) => addDaysToDate(first, n)));
    expect(plan.upcoming.every((d) => d.state === 'booked' && d.appointmentId !== null)).toBe(true);
    const visits = await Promise.all(plan.upcoming.map((d) => appointment(d.appointmentId)));
    expect(visits.map((v) => [v.clientId, v.startTime.slice(0, 5), v.endTime.slice(0, 5), v.status])).toEqual(
      visits.map(() => [client.user.id, '10:00', '11:00', 'confirmed']),
    );
    expect(new Set(visits.map((v) => v.staffId)).size).toBe(1);
    expect(plan.staffName).not.toBeNull();

    // The sweep finds nothing more to book: each day is booked once.
    await bookAllPlans(serviceContext(t.app, t.config));
    const after = await t.app.db
      .selectFrom('appointments')
      .select('id')
      .where('clientId', '=', client.user.id)
      .execute();
    expect(after).toHaveLength(4);
  });

  it('keeps the wall-clock time across the spring clock change', async () => {
    const client = await registerClient(t);
    // Tuesdays 2027-03-09 and 2027-03-16 are either side of the change on Sunday 2027-03-14.
    await setServiceRules(t, SERVICE, { maxDaysAhead: 366 });
    const plan = await setUp(client, {
      repeats: 'weekly',
      startsOn: '2027-03-09',
      endsOn: '2027-03-16',
      startTime: '10:00',
    });
    await setServiceRules(t, SERVICE, { maxDaysAhead: 200 });
    const visits = await Promise.all(plan.upcoming.map((d) => appointment(d.appointmentId)));
    expect(visits.map((v) => [v.appointmentDate, v.startTime.slice(0, 5)])).toEqual([
      ['2027-03-09', '10:00'],
      ['2027-03-16', '10:00'],
    ]);
    // 10:00 in New York is 15:00 UTC before the change and 14:00 UTC after it.
    expect(businessInstant('2027-03-09', '10:00').toISOString()).toBe('2027-03-09T15:00:00.000Z');
    expect(businessInstant('2027-03-16', '10:00').toISOString()).toBe('2027-03-16T14:00:00.000Z');
  });

  it('skips one visit, refuses a second skip and a skip after the cut-off', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(3, 3);
    const plan = await setUp(client, {
      repeats: 'weekly',
      startsOn: first,
      endsOn: addDaysToDate(first, 14),
      startTime: '11:00',
    });
    const second = plan.upcoming[1]!;
    const skipped = await call(client, 'POST', `/api/user/plans/${plan.id}/skip`, { day: second.day });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const view = skipped.json() as ServicePlan;
    expect(view.upcoming.find((d) => d.day === second.day)?.state).toBe('skipped');
    expect((await appointment(second.appointmentId)).status).toBe('cancelled');
    expect((await call(client, 'POST', `/api/user/plans/${plan.id}/skip`, { day: second.day })).statusCode).toBe(409);
    const notPlanned = await call(client, 'POST', `/api/user/plans/${plan.id}/skip`, { day: addDaysToDate(first, 1) });
    expect(notPlanned.statusCode).toBe(400);

    // With a cut-off longer than the time left, the first visit cannot be skipped online.
    await t.app.repos.booking.setChangeCutoffHours(24 * 30, client.user.id);
    try {
      const late = await call(client, 'POST', `/api/user/plans/${plan.id}/skip`, { day: first });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('too_late_to_change');
      const listed = (await call(client, 'GET', '/api/user/plans')).json() as ServicePlan[];
      expect(listed[0]!.upcoming[0]!.changeable).toBe(false);
    } finally {
      await t.app.repos.booking.setChangeCutoffHours(24, client.user.id);
    }
    expect(((await call(client, 'GET', '/api/user/plans')).json() as ServicePlan[])[0]!.upcoming[0]!.changeable).toBe(
      true,
    );
  });

  it('reads a visit cancelled on the appointments page as skipped, and never books it again', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(3, 3);
    const plan = await setUp(client, {
      repeats: 'weekly',
      startsOn: first,
      endsOn: addDaysToDate(first, 7),
      startTime: '15:00',
    });
    const cancelled = await call(client, 'DELETE', `/api/appointments/${plan.upcoming[0]!.appointmentId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await bookAllPlans(serviceContext(t.app, t.config));
    const [mine] = (await call(client, 'GET', '/api/user/plans')).json() as ServicePlan[];
    expect(mine!.upcoming.map((d) => d.state)).toEqual(['skipped', 'booked']);
    const open = await t.app.db
      .selectFrom('appointments')
      .select('id')
      .where('clientId', '=', client.user.id)
      .where('status', '!=', 'cancelled')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('pauses for a span (its visits cancelled), and books them again when the pause ends', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(4, 3);
    const plan = await setUp(client, {
      repeats: 'weekly',
      startsOn: first,
      endsOn: addDaysToDate(first, 28),
      startTime: '09:00',
    });
    const [, second, third] = plan.upcoming;
    const paused = await call(client, 'POST', `/api/user/plans/${plan.id}/pauses`, {
      firstDay: second!.day,
      lastDay: third!.day,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const view = paused.json() as ServicePlan;
    expect(view.upcoming.map((d) => d.state)).toEqual(['booked', 'paused', 'paused', 'booked', 'booked']);
    expect((await appointment(second!.appointmentId)).status).toBe('cancelled');
    expect((await appointment(third!.appointmentId)).status).toBe('cancelled');
    // The sweep leaves paused days alone.
    await bookAllPlans(serviceContext(t.app, t.config));
    expect((await call(client, 'GET', '/api/user/plans')).json()[0].upcoming[1].state).toBe('paused');

    const ended = await call(client, 'DELETE', `/api/user/plans/${plan.id}/pauses/${view.pauses[0]!.id}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.json() as ServicePlan).upcoming.map((d) => d.state)).toEqual(Array(5).fill('booked'));

    const past = await call(client, 'POST', `/api/user/plans/${plan.id}/pauses`, {
      firstDay: addDaysToDate(businessToday(), -3),
      lastDay: first,
    });
    expect(past.statusCode).toBe(400);
  });

  it('lists a day no one is free to the office, and books it when someone is', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(1, 3);
    const second = addDaysToDate(first, 7);
    // Both staff members are busy at 14:00 on the second Monday.
    const busy = [];
    for (const staff of [staffA, staffB]) {
      busy.push(
        await t.app.repos.appointments.create({
          clientId: null,
          clientName: 'Someone Else',
          clientEmail: 'else@example.com',
          serviceTypeId: SERVICE,
          staffId: staff.user.id,
          appointmentDate: second,
          startTime: '14:00',
          endTime: '15:00',
          status: 'confirmed',
          notes: null,
          location: null,
        }),
      );
    }
    const plan = await setUp(client, { repeats: 'weekly', startsOn: first, endsOn: second, startTime: '14:00' });
    expect(plan.upcoming.map((d) => [d.state, d.reason])).toEqual([
      ['booked', null],
      ['unbookable', 'No one is free at that time'],
    ]);
    const office = await call(staffA, 'GET', '/api/admin/plans');
    expect(office.statusCode).toBe(200);
    const listed = (office.json() as StaffPlansView).unbookable.filter((d) => d.planId === plan.id);
    expect(listed).toEqual([
      expect.objectContaining({
        day: second,
        startTime: '14:00',
        clientId: client.user.id,
        reason: 'No one is free at that time',
      }),
    ]);

    const dashboard = await call(staffA, 'GET', '/api/admin/dashboard');
    expect((dashboard.json() as { unbookablePlanDays: number }).unbookablePlanDays).toBeGreaterThanOrEqual(1);

    await t.app.db.deleteFrom('appointments').where('id', '=', busy[0]!.id).execute();
    expect(await bookAllPlans(serviceContext(t.app, t.config))).toBeGreaterThanOrEqual(1);
    const mine = (await call(client, 'GET', '/api/user/plans')).json() as ServicePlan[];
    expect(mine.find((p) => p.id === plan.id)?.upcoming.map((d) => d.state)).toEqual(['booked', 'booked']);
  });

  it('takes a visit the office booked by hand as the day’s visit, and books nothing more', async () => {
    const client = await registerClient(t);
    const monday = nextWeekday(1, 3);
    const sunday = addDaysToDate(monday, 6);
    const plan = await setUp(client, { repeats: 'days', days: sunday, startTime: '11:00' });
    expect(plan.upcoming.map((d) => d.state)).toEqual(['unbookable']);
    // The office calls the client and books it on the Sunday by hand.
    const byHand = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: `${client.body.firstName} ${client.body.lastName}`,
      clientEmail: client.body.email,
      serviceTypeId: SERVICE,
      staffId: staffA.user.id,
      appointmentDate: sunday,
      startTime: '11:00',
      endTime: '12:00',
      status: 'confirmed',
      notes: null,
      location: null,
    });
    await bookAllPlans(serviceContext(t.app, t.config));
    const [mine] = (await call(client, 'GET', '/api/user/plans')).json() as ServicePlan[];
    expect(mine!.upcoming).toEqual([
      expect.objectContaining({ day: sunday, state: 'booked', appointmentId: byHand.id }),
    ]);
    const office = (await call(staffA, 'GET', '/api/admin/plans')).json() as StaffPlansView;
    expect(office.unbookable.filter((d) => d.planId === plan.id)).toEqual([]);
  });

  it('books given days only, and a closed day is listed with its reason', async () => {
    const client = await registerClient(t);
    const monday = nextWeekday(1, 3);
    const sunday = addDaysToDate(monday, 6);
    const plan = await setUp(client, { repeats: 'days', days: `${monday}\n${sunday}`, startTime: '10:30' });
    expect(plan.startsOn).toBe(monday);
    expect(plan.endsOn).toBe(sunday);
    expect(plan.upcoming.map((d) => [d.day, d.state, d.reason])).toEqual([
      [monday, 'booked', null],
      [sunday, 'unbookable', 'The business is closed that day'],
    ]);
  });

  it('changes the time (rebooks) and stops (cancels what is ahead)', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(5, 3);
    const plan = await setUp(client, {
      repeats: 'every-two-weeks',
      startsOn: first,
      endsOn: addDaysToDate(first, 28),
      startTime: '13:00',
    });
    expect(plan.upcoming.map((d) => d.day)).toEqual([0, 14, 28].map((n) => addDaysToDate(first, n)));
    const old = plan.upcoming.map((d) => d.appointmentId);
    const changed = await call(client, 'PUT', `/api/user/plans/${plan.id}`, {
      startTime: '15:00',
      endsOn: addDaysToDate(first, 14),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = changed.json() as ServicePlan;
    expect(view.upcoming.map((d) => [d.day, d.state])).toEqual([
      [first, 'booked'],
      [addDaysToDate(first, 14), 'booked'],
    ]);
    for (const id of old) expect((await appointment(id)).status).toBe('cancelled');
    expect((await appointment(view.upcoming[0]!.appointmentId)).startTime.slice(0, 5)).toBe('15:00');

    const stopped = await call(client, 'POST', `/api/user/plans/${plan.id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((stopped.json() as ServicePlan).active).toBe(false);
    for (const day of view.upcoming) expect((await appointment(day.appointmentId)).status).toBe('cancelled');
    expect((await call(client, 'POST', `/api/user/plans/${plan.id}/stop`)).statusCode).toBe(409);
  });

  it('refuses what cannot be a plan, and changes nothing', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(2, 3);
    const bad = [
      { repeats: 'days', days: '', startTime: '10:00' },
      { repeats: 'weekly', startsOn: first, endsOn: addDaysToDate(first, -1), startTime: '10:00' },
      { repeats: 'weekly', startsOn: first, endsOn: addDaysToDate(first, 400), startTime: '10:00' },
      { repeats: 'monthly', startsOn: first, endsOn: first, startTime: '25:00' },
      { repeats: 'weekly', startsOn: '2020-01-07', endsOn: '2020-02-07', startTime: '10:00' },
    ];
    for (const fields of bad) {
      const res = await call(client, 'POST', '/api/user/plans', { serviceTypeId: SERVICE, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const property = await t.app.db
      .selectFrom('serviceTypes')
      .select('id')
      .where('bookingMode', '=', 'call')
      .executeTakeFirstOrThrow();
    const byPhone = await call(client, 'POST', '/api/user/plans', {
      serviceTypeId: property.id,
      repeats: 'weekly',
      startsOn: first,
      endsOn: addDaysToDate(first, 14),
      startTime: '10:00',
    });
    expect(byPhone.statusCode).toBe(400);
    expect(byPhone.json().code).toBe('service_plan_not_bookable');
    const stored = await t.app.db
      .selectFrom('servicePlans')
      .select('id')
      .where('clientId', '=', client.user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('shows a plan only to its client, its office and admin terms', async () => {
    const owner = await registerClient(t);
    const other = await registerClient(t);
    const first = nextWeekday(2, 3);
    const plan = await setUp(owner, { repeats: 'weekly', startsOn: first, endsOn: first, startTime: '16:00' });
    expect((await call(other, 'GET', '/api/user/plans')).json()).toEqual([]);
    expect((await call(other, 'POST', `/api/user/plans/${plan.id}/stop`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/user/plans/${plan.id}/skip`, { day: first })).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/api/user/plans')).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/api/admin/plans')).statusCode).toBe(403);
    const mine = await call(staffA, 'GET', `/api/admin/clients/${owner.user.id}/plans`);
    expect((mine.json() as ServicePlan[]).map((p) => p.id)).toEqual([plan.id]);

    const terms = { billing: 'monthly', monthlyPrice: '120.00', staffId: String(staffB.user.id) };
    expect((await call(staffA, 'PUT', `/api/admin/plans/${plan.id}/terms`, terms)).statusCode).toBe(403);
    const set = await call(admin, 'PUT', `/api/admin/plans/${plan.id}/terms`, terms);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ billing: 'monthly', monthlyPriceCents: 12_000, staffId: staffB.user.id });
    const badPrice = await call(admin, 'PUT', `/api/admin/plans/${plan.id}/terms`, {
      billing: 'monthly',
      monthlyPrice: '12,0',
    });
    expect(badPrice.statusCode).toBe(400);
  });

  it('lets the office set one up for a client', async () => {
    const client = await registerClient(t);
    const first = nextWeekday(3, 3);
    const res = await call(staffA, 'POST', `/api/admin/clients/${client.user.id}/plans`, {
      serviceTypeId: SERVICE,
      repeats: 'monthly',
      startsOn: first,
      endsOn: addDaysToDate(first, 40),
      startTime: '08:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as ServicePlan).clientId).toBe(client.user.id);
    const staffAsClient = await call(staffA, 'POST', `/api/admin/clients/${staffB.user.id}/plans`, {
      serviceTypeId: SERVICE,
      repeats: 'weekly',
      startsOn: first,
      endsOn: first,
      startTime: '08:00',
    });
    expect(staffAsClient.statusCode).toBe(400);
  });
});
