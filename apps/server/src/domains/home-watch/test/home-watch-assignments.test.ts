import { addDaysToDate, PLAN_MESSAGES, type ClientPropertyDetail } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, createStaff, type TestApp } from '../../../../test/helper.js';
import { weekdayFrom } from '../../../../test/support/dates.js';
import { as, houseWithVisit, type Caller } from '../../../../test/support/home-watch.js';

/**
 * Who may be given a home-watch visit, and so its access codes, is an admin's decision
 * (docs/home-watch.md, "Who is given a visit"): staff may not make visits, plans or storm checks,
 * nor reassign a visit; every opening of the access notes is shown to the owner of the house.
 */
describe.each(engines)('home-watch assignments on %s', (engine) => {
  let t: TestApp;
  let house: Awaited<ReturnType<typeof houseWithVisit>>;
  // A weekday: staff give ordinary appointments on open days only.
  const day = weekdayFrom(30);

  beforeAll(async () => {
    t = await buildTestApp(engine);
    house = await houseWithVisit(t);
  });
  afterAll(() => t.close());

  const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(t, caller), ...(payload ? { payload } : {}) });
  const visitCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('propertyVisits')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'admin_assigns_home_watch', message: PLAN_MESSAGES.adminAssigns });
  };

  it('refuses staff who make a visit, a plan or storm checks for themselves; an admin may', async () => {
    const { other, admin, property } = house;
    const before = await visitCount();
    const visit = { date: day, startTime: '10:00', staffId: other.user.id };
    refused(await call(other, 'POST', `/api/admin/properties/${property.id}/visits`, visit));
    const plan = { frequency: 'weekly', startsOn: day, endsOn: addDaysToDate(day, 14), startTime: '10:00' };
    refused(
      await call(other, 'POST', `/api/admin/properties/${property.id}/plans`, { ...plan, staffId: other.user.id }),
    );
    const storm = {
      name: 'Hurricane Zeta',
      phase: 'pre-storm',
      areaKind: 'counties',
      counties: ['Collier'],
      zips: '',
      date: day,
      startTime: '09:00',
      staffId: other.user.id,
    };
    refused(await call(other, 'POST', '/api/admin/storms', storm));
    expect(await visitCount()).toBe(before);

    const made = await call(admin, 'POST', `/api/admin/properties/${property.id}/visits`, visit);
    expect(made.statusCode, made.body).toBe(201);
  });

  it('refuses staff who reassign a visit, to themselves or to nobody; an admin may', async () => {
    const { staff, other, admin, visitId } = house;
    const appointmentId = (await t.app.repos.visits.summary(visitId))!.appointmentId;
    const url = `/api/admin/appointments/${appointmentId}`;
    refused(await call(other, 'PATCH', url, { staffId: other.user.id }));
    refused(await call(staff, 'PATCH', url, { staffId: null }));
    expect((await t.app.repos.appointments.findById(appointmentId))?.staffId).toBe(staff.user.id);
    // Other changes of a visit's appointment stay open to staff.
    const noted = await call(other, 'PATCH', url, { notes: 'Bring the pool key' });
    expect(noted.statusCode, noted.body).toBe(200);

    const moved = await call(admin, 'PATCH', url, { staffId: other.user.id });
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await call(admin, 'PATCH', url, { staffId: staff.user.id });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('lets staff still give an ordinary appointment to someone', async () => {
    const { other } = house;
    const sam = await createStaff(t);
    const created = await call(other, 'POST', '/api/admin/appointments', {
      clientName: 'Ann Lee',
      clientEmail: 'ann@example.com',
      serviceTypeId: 1,
      appointmentDate: day,
      startTime: '10:00',
      endTime: '11:00',
      status: 'scheduled',
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call(other, 'PATCH', `/api/admin/appointments/${created.json<{ id: number }>().id}`, {
      staffId: sam.user.id,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('shows the owner each opening of the access notes: who, and when', async () => {
    const { owner, staff, property, visitId } = house;
    const opened = await call(staff, 'GET', `/api/admin/visits/${visitId}/access-notes`);
    expect(opened.statusCode, opened.body).toBe(200);
    const res = await call(owner, 'GET', `/api/properties/${property.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { accessOpenings } = res.json<ClientPropertyDetail>();
    expect(accessOpenings).toEqual([{ staffFirstName: 'Sam', openedAt: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(accessOpenings[0]!.openedAt))).toBe(false);
    expect(res.body).not.toContain('4321');
  });
});
