import {
  addDaysToDate,
  businessInstant,
  businessToday,
  PLAN_MESSAGES,
  planDates,
  PROPERTY_CHECK_SERVICE,
  SERVICE_PLAN_MESSAGES,
  VISIT_MESSAGES,
  weekdayOf,
  type Property,
  type ServicePlan,
  type StaffPlansView,
  type StaffPropertyDetail,
  type VisitPlanCreated,
  type VisitSummary,
} from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { houseOf, propertyBody } from '../../../../test/support/home-watch.js';
import { serviceContext } from '../../service-context.js';
import { bookAllPlans } from '../../plans/plan-booking.js';

const today = businessToday();
const daysFromToday = (days: number) => addDaysToDate(today, days);

describe.each(engines)('home-watch visit plans on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let owner: Awaited<ReturnType<typeof registerClient>>;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'admin');
    owner = await registerClient(t, { firstName: 'Dorothy', lastName: 'Keller' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = staff.cookie) =>
    t.app.inject({ method, url, headers: cookieHeader(t, cookie), ...(payload ? { payload } : {}) });
  const newProperty = async (overrides: Parameters<typeof propertyBody>[0] = {}) => {
    const res = await call('POST', '/api/properties', propertyBody(overrides), owner.cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Property>();
  };
  const detail = async (id: number) => (await call('GET', `/api/admin/properties/${id}`)).json<StaffPropertyDetail>();
  const plan = (id: number, body: object) =>
    call('POST', `/api/admin/properties/${id}/plans`, { startTime: '09:30', staffId: staff.user.id, ...body });

  it("takes the owner's away dates when the plan's are blank, and puts every visit on the calendar", async () => {
    const property = await newProperty({ awayFrom: '2099-01-31', awayUntil: '2099-05-15' });
    const res = await plan(property.id, { frequency: 'monthly', startsOn: '', endsOn: null });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<VisitPlanCreated>();
    expect(made).toMatchObject({
      created: 4,
      plan: {
        propertyId: property.id,
        frequency: 'monthly',
        startsOn: '2099-01-31',
        endsOn: '2099-05-15',
        startTime: '09:30',
        staffId: staff.user.id,
        staffName: 'Sam Rivera',
        upcomingVisits: 4,
      },
    });

    const { plans, visits } = await detail(property.id);
    expect(plans).toEqual([made.plan]);
    expect(visits.map((v) => [v.date, v.startTime, v.endTime, v.staffId, v.state, v.kind])).toEqual(
      ['2099-01-31', '2099-02-28', '2099-03-31', '2099-04-30'].map((date) => [
        date,
        '09:30',
        '10:30',
        staff.user.id,
        'planned',
        'routine',
      ]),
    );
    const event = await t.app.db
      .selectFrom('events')
      .select('summary')
      .where('type', '=', 'visit-plan.created')
      .where('subjectId', '=', property.id)
      .executeTakeFirst();
    expect(event?.summary).toBe(
      'Sam Rivera planned visits of Naples condo every month from 2099-01-31 to 2099-05-15 (4 visits)',
    );
    const appointment = await t.app.repos.appointments.findById(visits[0]!.appointmentId);
    expect(appointment).toMatchObject({ serviceName: 'Seasonal Property Management', status: 'scheduled' });
  });

  it('makes only the visits from now on, in the rhythm of the first day', async () => {
    const property = await newProperty();
    const startsOn = daysFromToday(-20);
    const endsOn = daysFromToday(40);
    const res = await plan(property.id, { frequency: 'weekly', startsOn, endsOn, startTime: '22:00' });
    expect(res.statusCode, res.body).toBe(201);
    const { visits } = await detail(property.id);
    // Today's visit, if the plan has one, only while 22:00 is still ahead.
    // A Sunday (closed) goes to the Monday after.
    const expected = planDates('weekly', startsOn, endsOn)
      .map((d) => (weekdayOf(d) === 0 ? addDaysToDate(d, 1) : d))
      .filter((d) => businessInstant(d, '22:00') > new Date());
    expect(visits.map((v) => v.date)).toEqual(expected);
    expect(res.json<VisitPlanCreated>().created).toBe(expected.length);
    expect(visits[0]!.date >= today && visits[0]!.date < daysFromToday(8)).toBe(true);
  });

  it('never puts a visit on a day the business is closed: moved to the next open day, or skipped, and said so', async () => {
    // Away from a Sunday: a weekly plan with blank dates fell on Sundays only, when the office is closed.
    const property = await newProperty({ awayFrom: '2099-01-04', awayUntil: '2099-02-01' });
    await t.app.db.insertInto('holidays').values({ day: '2099-01-12', name: 'Staff day' }).execute();
    const res = await plan(property.id, { frequency: 'weekly', startsOn: null, endsOn: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<VisitPlanCreated>()).toMatchObject({
      created: 4,
      // The Monday after the 11th is a holiday: Tuesday. The last Sunday is the plan's last day: skipped.
      moved: [
        { from: '2099-01-04', to: '2099-01-05' },
        { from: '2099-01-11', to: '2099-01-13' },
        { from: '2099-01-18', to: '2099-01-19' },
        { from: '2099-01-25', to: '2099-01-26' },
      ],
      skipped: ['2099-02-01'],
    });
    const { visits } = await detail(property.id);
    expect(visits.map((v) => v.date)).toEqual(['2099-01-05', '2099-01-13', '2099-01-19', '2099-01-26']);

    // A plan whose only days are closed is refused, saying why.
    const closed = await plan(property.id, { frequency: 'monthly', startsOn: '2099-02-01', endsOn: '2099-02-01' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ message: PLAN_MESSAGES.allClosed });
  });

  it('is a standing visit: the owner reads it with its visits on their days, the office changes it, the sweep leaves it', async () => {
    const property = await newProperty({ awayFrom: '2099-03-01', awayUntil: '2099-03-31' });
    // 2099-03-01 is a Sunday: its visit is on Monday the 2nd, and the plan lists the 2nd.
    const made = (
      await plan(property.id, { frequency: 'every-two-weeks', startsOn: null, endsOn: null })
    ).json<VisitPlanCreated>();
    expect(made.moved).toEqual([
      { from: '2099-03-01', to: '2099-03-02' },
      { from: '2099-03-15', to: '2099-03-16' },
      { from: '2099-03-29', to: '2099-03-30' },
    ]);
    const visitDays = ['2099-03-02', '2099-03-16', '2099-03-30'];
    const own = await call('GET', '/api/user/plans', undefined, owner.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json<ServicePlan[]>().find((p) => p.id === made.plan.id);
    expect(mine).toMatchObject({
      propertyId: property.id,
      serviceName: PROPERTY_CHECK_SERVICE,
      repeats: 'every-two-weeks',
      location: '12 Gulf Shore Blvd, Naples, FL 34102',
      active: true,
    });
    expect(mine?.upcoming.map((d) => [d.day, d.state, d.changeable])).toEqual(
      visitDays.map((day) => [day, 'booked', false]),
    );
    const { visits } = await detail(property.id);
    expect(mine?.upcoming.map((d) => d.appointmentId)).toEqual(visits.map((v) => v.appointmentId));

    // The owner (or someone helping them) calls the office to change home checks.
    for (const [url, body] of [
      [`/api/user/plans/${made.plan.id}/skip`, { day: '2099-03-16' }],
      [`/api/user/plans/${made.plan.id}/stop`, {}],
    ] as const) {
      const refused = await call('POST', url, body, owner.cookie);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ code: 'service_plan_office_only', message: SERVICE_PLAN_MESSAGES.officeOnly });
    }

    // The sweep books nothing for it (its visits are all on the calendar), and the office lists it.
    expect(await bookAllPlans(serviceContext(t.app, t.config), new Date('2099-02-27T12:00:00Z'))).toBe(0);
    expect((await detail(property.id)).visits.map((v) => v.date)).toEqual(visitDays);
    const office = (await call('GET', '/api/admin/plans')).json<StaffPlansView>();
    expect(office.plans.find((p) => p.id === made.plan.id)?.propertyId).toBe(property.id);
    expect(office.unbookable.filter((d) => d.planId === made.plan.id)).toEqual([]);
  });

  it('refuses a plan without days, with someone not on the staff, too long, ending after midnight or all past', async () => {
    const property = await newProperty({ awayFrom: null, awayUntil: null });
    const noDates = await plan(property.id, { frequency: 'weekly' });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json()).toMatchObject({ message: VISIT_MESSAGES.noDates });
    const halfDates = await plan(property.id, { frequency: 'weekly', startsOn: '2099-01-01' });
    expect(halfDates.json()).toEqual({
      code: 'plan_no_dates',
      message: VISIT_MESSAGES.noDates,
      fields: { endsOn: VISIT_MESSAGES.noDates },
    });

    const inactive = await createStaff(t);
    await t.app.db.updateTable('users').set({ active: false }).where('id', '=', inactive.user.id).execute();
    for (const staffId of [owner.user.id, inactive.user.id, 999999]) {
      const res = await plan(property.id, {
        frequency: 'weekly',
        startsOn: '2099-01-01',
        endsOn: '2099-02-01',
        staffId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'staff_required',
        message: VISIT_MESSAGES.staffRequired,
        fields: { staffId: VISIT_MESSAGES.staffRequired },
      });
    }
    const tooLong = await plan(property.id, { frequency: 'monthly', startsOn: '2099-01-01', endsOn: '2100-06-01' });
    expect(tooLong.json()).toMatchObject({ message: PLAN_MESSAGES.tooLong });
    const late = await plan(property.id, {
      frequency: 'weekly',
      startsOn: '2099-01-01',
      endsOn: '2099-02-01',
      startTime: '23:30',
    });
    expect(late.json()).toMatchObject({ message: PLAN_MESSAGES.pastMidnight });
    const past = await plan(property.id, { frequency: 'weekly', startsOn: '2020-01-01', endsOn: '2020-02-01' });
    expect(past.json()).toMatchObject({ message: PLAN_MESSAGES.nothingAhead });
    const owned = await newProperty({ awayFrom: '2099-03-01', awayUntil: '2099-03-31' });
    const before = await plan(owned.id, { frequency: 'weekly', startsOn: '2099-04-01' });
    expect(before.json()).toMatchObject({ message: VISIT_MESSAGES.endBeforeStart });

    expect((await detail(property.id)).visits).toEqual([]);
    expect((await plan(999999, { frequency: 'weekly' })).statusCode).toBe(404);
  });

  it('stops a plan: inactive, and its visits not yet started cancelled', async () => {
    const property = await newProperty();
    const made = (
      await plan(property.id, { frequency: 'every-two-weeks', startsOn: '2099-01-01', endsOn: '2099-02-28' })
    ).json<VisitPlanCreated>();
    expect(made.created).toBe(5);
    const { visits } = await detail(property.id);
    const started = visits[0]!;
    await t.app.db
      .updateTable('propertyVisits')
      .set({ startedAt: new Date().toISOString() })
      .where('id', '=', started.id)
      .execute();

    // A home-check plan is a standing visit: the office stops it where it stops any other.
    const res = await call('POST', `/api/admin/plans/${made.plan.id}/stop`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ServicePlan>()).toMatchObject({ id: made.plan.id, propertyId: property.id, active: false });
    const after = await detail(property.id);
    expect(after.plans).toEqual([]);
    expect(after.visits.map((v) => v.state)).toEqual([
      'in-progress',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const row = await t.app.db
      .selectFrom('servicePlans')
      .select('active')
      .where('id', '=', made.plan.id)
      .executeTakeFirst();
    expect(row?.active).toBe(false);
    const stoppedEvent = await t.app.db
      .selectFrom('events')
      .select('summary')
      .where('type', '=', 'visit-plan.stopped')
      .executeTakeFirst();
    expect(stoppedEvent?.summary).toContain('4');
    // The owner no longer sees the cancelled visits.
    const own = await call('GET', `/api/properties/${property.id}`, undefined, owner.cookie);
    expect(own.json<{ visits: VisitSummary[] }>().visits.map((v) => v.id)).toEqual([started.id]);

    expect((await call('POST', `/api/admin/plans/${made.plan.id}/stop`)).statusCode).toBe(409);
    for (const id of ['999999', 'abc']) {
      const missing = await call('POST', `/api/admin/plans/${id}/stop`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'service_plan_not_found', message: SERVICE_PLAN_MESSAGES.notFound });
    }
  });

  it('adds a single visit from now on', async () => {
    const property = await newProperty();
    const res = await call('POST', `/api/admin/properties/${property.id}/visits`, {
      date: '2099-06-01',
      startTime: '14:00',
      staffId: staff.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      propertyId: property.id,
      date: '2099-06-01',
      startTime: '14:00',
      endTime: '15:00',
      state: 'planned',
      clientName: 'Dorothy Keller',
    });
    const past = await call('POST', `/api/admin/properties/${property.id}/visits`, {
      date: '2020-06-01',
      startTime: '14:00',
      staffId: staff.user.id,
    });
    expect(past.json()).toMatchObject({ message: PLAN_MESSAGES.datePast });
    const noStaff = await call('POST', `/api/admin/properties/${property.id}/visits`, {
      date: '2099-06-02',
      startTime: '14:00',
      staffId: owner.user.id,
    });
    expect(noStaff.json()).toMatchObject({ message: VISIT_MESSAGES.staffRequired });
    expect((await detail(property.id)).visits).toHaveLength(1);
  });

  it('tells the owner (in their language, no access notes) and the staff member put down of a visit added by hand', async () => {
    const rosa = await registerClient(t, { firstName: 'Rosa', lastName: 'Vega' });
    await t.app.db.updateTable('users').set({ language: 'es' }).where('id', '=', rosa.user.id).execute();
    const house = await houseOf(t, rosa.user.id);
    const colleague = await createStaff(t, 'staff');
    const outbox = (kind: string) =>
      t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id', 'desc').execute();

    const res = await call('POST', `/api/admin/properties/${house.id}/visits`, {
      date: '2099-06-02',
      startTime: '10:00',
      staffId: colleague.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json<VisitSummary>();

    const [toOwner] = await outbox('visit-added');
    const rosaEmail = (await t.app.repos.users.findById(rosa.user.id))?.email;
    expect(toOwner?.toAddress).toBe(rosaEmail);
    expect(toOwner?.subject).toContain('Hemos planeado una revisión de Naples condo');
    expect(toOwner?.textBody).toContain('Hola, Rosa:');
    expect(toOwner?.textBody).toMatch(/Revisaremos Naples condo el martes, 2 de junio de 2099/);
    expect(toOwner?.textBody).toContain(`/es/properties/${house.id}`);

    const [toStaff] = await outbox('staff-work-given');
    expect(toStaff?.toAddress).toBe(`${colleague.user.username}@example.com`);
    expect(toStaff?.subject).toBe('Home check for you: Naples condo, Tuesday, June 2, 2099, 10:00 AM to 11:00 AM');
    expect(toStaff?.textBody).toContain('What: home check of Naples condo, for Rosa Vega');
    expect(toStaff?.textBody).toContain('Where: 12 Gulf Shore Blvd');
    expect(toStaff?.textBody).toContain(`/admin/visits/${visit.id}`);

    for (const mail of [toOwner, toStaff]) {
      expect(`${mail?.subject} ${mail?.textBody} ${mail?.htmlBody}`).not.toMatch(/4321|7788|lockbox/i);
    }

    // An admin who puts themselves down is not e-mailed about their own work; the owner still is.
    const before = (await outbox('staff-work-given')).length;
    const own = await call('POST', `/api/admin/properties/${house.id}/visits`, {
      date: '2099-06-03',
      startTime: '10:00',
      staffId: staff.user.id,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await outbox('staff-work-given')).toHaveLength(before);
    expect((await outbox('visit-added')).filter((m) => m.toAddress === rosaEmail)).toHaveLength(2);
  });
});
