import {
  AUTH_MESSAGES,
  DASHBOARD_CHART_DAYS,
  addDaysToDate,
  businessInstant,
  businessToday,
  type Dashboard,
  type ContactStatus,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactRequest } from '../../requests/contact-requests-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { requestRow } from '../../../../test/support/contact-requests.js';

describe.each(engines)('admin dashboard on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t, 'staff');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookie ? cookieHeader(t, cookie) : {} });
  const add = async (overrides: Partial<NewContactRequest> & { status?: ContactStatus } = {}, createdAt?: Date) => {
    const { status, ...fields } = overrides;
    const created = await t.app.repos.contactRequests.create(requestRow(fields));
    await t.app.db
      .updateTable('contactRequests')
      .set({ createdAt: (createdAt ?? new Date()).toISOString(), status: status ?? 'new' })
      .where('id', '=', created.id)
      .execute();
    return created;
  };

  it('answers 401 signed out and 403 to clients', async () => {
    const client = await registerClient(t);
    expect((await get()).statusCode).toBe(401);
    expect((await get()).json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
    expect((await get(client.cookie)).statusCode).toBe(403);
    expect((await get(client.cookie)).json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
  });

  it('answers staff and admins, empty but complete on a new database', async () => {
    const admin = await createStaff(t, 'admin');
    for (const cookie of [staff.cookie, admin.cookie]) {
      const res = await get(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json() as Dashboard;
      expect(body.counts).toEqual({ total: 0, new: 0, inProgress: 0, completed: 0 });
      expect(body.requestsByDay).toHaveLength(DASHBOARD_CHART_DAYS);
      expect(body.requestsByDay.every((d) => d.count === 0)).toBe(true);
      expect(body.requestsByDay.at(-1)?.date).toBe(businessToday());
      expect(body.whatsNew).toEqual([]);
    }
  });

  it('counts requests by status and by New York day over the last 30 days', async () => {
    const today = businessToday();
    const yesterday = addDaysToDate(today, -1);
    const firstDay = addDaysToDate(today, -(DASHBOARD_CHART_DAYS - 1));
    await add({}, businessInstant(today, '00:30'));
    await add({ status: 'in-progress' }, businessInstant(today, '00:05'));
    // 23:30 in New York is the next day in UTC: it still belongs to yesterday.
    await add({ status: 'completed' }, businessInstant(yesterday, '23:30'));
    await add({}, businessInstant(firstDay, '00:00'));
    // Just before the chart's first day: counted in the cards, not in the chart.
    await add({ status: 'cancelled' }, new Date(businessInstant(firstDay, '00:00').getTime() - 60_000));

    const body = (await get(staff.cookie)).json() as Dashboard;
    expect(body.counts).toEqual({ total: 5, new: 2, inProgress: 1, completed: 1 });
    const byDay = new Map(body.requestsByDay.map((d) => [d.date, d.count]));
    expect(body.requestsByDay[0]?.date).toBe(firstDay);
    expect(byDay.get(today)).toBe(2);
    expect(byDay.get(yesterday)).toBe(1);
    expect(byDay.get(firstDay)).toBe(1);
    expect(body.requestsByDay.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });

  it('lists the latest ten events, newest first, with the actor name', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await t.app.repos.events.record({
        type: 'contact.updated',
        actorId: i % 2 === 0 ? staff.user.id : null,
        summary: `Event ${i}`,
      });
    }
    const body = (await get(staff.cookie)).json() as Dashboard;
    expect(body.latestActivity.map((e) => e.summary)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Event ${i}`),
    );
    expect(body.latestActivity[0]).toMatchObject({ type: 'contact.updated', actorName: 'Sam Rivera' });
    expect(body.latestActivity[1]?.actorName).toBeNull();
  });

  it("shows What's New from real requests, upcoming appointments, photos and posts, newest first", async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const req = await add({ firstName: 'Ruth', lastName: 'Ellis' }, new Date(at(50)));
    const future = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: 2,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '11:00',
    });
    const past = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Past Client',
      clientEmail: 'past@example.com',
      serviceTypeId: 2,
      appointmentDate: '2001-01-01',
      startTime: '10:00',
      endTime: '11:00',
    });
    const cancelled = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Cancelled Client',
      clientEmail: 'cancelled@example.com',
      serviceTypeId: 2,
      appointmentDate: '2099-07-16',
      startTime: '10:00',
      endTime: '11:00',
      status: 'cancelled',
    });
    for (const [id, minutesAgo] of [
      [future.id, 40],
      [past.id, 1],
      [cancelled.id, 1],
    ] as const) {
      await t.app.db
        .updateTable('appointments')
        .set({ createdAt: at(minutesAgo) })
        .where('id', '=', id)
        .execute();
    }
    await t.app.db
      .insertInto('blogPosts')
      .values({
        title: 'Getting Ready to Head North',
        slug: 'head-north',
        content: 'Turn the water off.',
        excerpt: 'A checklist.',
        authorId: staff.user.id,
        coverImage: null,
        published: true,
        featured: false,
        createdAt: at(30),
      })
      .execute();
    await t.app.db
      .insertInto('furniturePhotos')
      .values(
        [21, 20].map((minutesAgo, i) => ({
          clientEmail: 'ann@example.com',
          storageKey: `key-${i}`,
          photoUrl: `/photos/key-${i}`,
          thumbnailUrl: `/photos/key-${i}/thumb`,
          contentType: 'image/webp',
          byteSize: 100,
          width: 10,
          height: 10,
          furnitureType: 'Dresser',
          furnitureDescription: null,
          uploadedAt: at(minutesAgo),
        })),
      )
      .execute();

    const body = (await get(staff.cookie)).json() as Dashboard;
    expect(body.whatsNew.map((i) => [i.kind, i.title])).toEqual([
      ['photo', '2 furniture photos from ann@example.com'],
      ['post', 'Getting Ready to Head North'],
      ['appointment', 'Appointment with Walter Green'],
      ['request', 'New request from Ruth Ellis'],
    ]);
    expect(body.whatsNew[2]).toMatchObject({ id: future.id, date: '2099-07-15', detail: 'Tech Support at 10:00' });
    expect(body.whatsNew[3]).toMatchObject({ id: req.id, detail: `Home & Tech Support · ${req.trackingToken}` });
  });
});
