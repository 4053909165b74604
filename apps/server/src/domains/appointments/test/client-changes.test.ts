import {
  addDaysToDate,
  BOOKING_MESSAGES,
  businessInstant,
  businessTimeOfDay,
  businessToday,
  CIRCLE_MESSAGES,
  weekdayOf,
  type CircleRight,
  type ClientAppointment,
  type MoveSlotAnswer,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import type { NewAppointment } from '../appointments-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { weekdayFrom } from '../../../../test/support/dates.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

/** A visit starting about `hours` from now, on the hour, as the business's day and time. */
function hoursFromNow(hours: number): { appointmentDate: string; startTime: string; endTime: string } {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  const startTime = businessTimeOfDay(at);
  const end = new Date(at.getTime() + 60 * 60_000);
  // Near midnight the end would wrap: the visit then ends at 23:59 (only its start matters here).
  const endTime = businessToday(end) === businessToday(at) ? businessTimeOfDay(end) : '23:59';
  return { appointmentDate: businessToday(at), startTime, endTime };
}

/** Moving and cancelling one's own visit online until the cut-off (docs/booking.md). */
describe.each(engines)('changes by the client on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  let staffCookie: string;
  const day1 = weekdayFrom(5);
  let day2 = addDaysToDate(day1, 1);
  while (weekdayOf(day2) === 0 || weekdayOf(day2) === 6) day2 = addDaysToDate(day2, 1);

  beforeEach(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    const staff = await createStaff(t);
    staffId = staff.user.id;
    staffCookie = staff.cookie;
    // One staff member works Monday to Friday, 8 to 6 (the admin screens set these; rows here).
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId, weekday, starts: '08:00', ends: '18:00' })))
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie: string) => cookieHeader(t, cookie);
  const visit = (client: Client | null, overrides: Partial<NewAppointment> = {}) =>
    t.app.repos.appointments.create({
      clientId: client?.user.id ?? null,
      clientName: 'Dorothy Baker',
      clientEmail: client?.body.email ?? 'someone@example.com',
      serviceTypeId: 1,
      staffId,
      appointmentDate: day1,
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
      ...overrides,
    });
  const slots = (id: number, cookie: string, from = day1) =>
    t.app.inject({ method: 'GET', url: `/api/appointments/${id}/slots?from=${from}`, headers: as(cookie) });
  const move = (id: number, cookie: string, slot: string) =>
    t.app.inject({ method: 'POST', url: `/api/appointments/${id}/move`, payload: { slot }, headers: as(cookie) });
  const cancel = (id: number, cookie: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: as(cookie) });
  const outbox = (kind: string) =>
    t.app.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).orderBy('id').execute();
  const row = (id: number) =>
    t.app.db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function helping(client: Client, contact: Client, rights: CircleRight[]) {
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Anna Lee',
        email: contact.body.email,
        rights: rights.join(','),
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
  }

  it('offers the open times, not the visit’s own, and moves the visit there, telling everyone', async () => {
    const client = await registerClient(t);
    const own = await visit(client);
    const before = await row(own.id);

    const open = await slots(own.id, client.cookie);
    expect(open.statusCode, open.body).toBe(200);
    const answer = open.json() as MoveSlotAnswer;
    expect(answer.appointment).toMatchObject({ id: own.id, appointmentDate: day1, startTime: '10:00' });
    const firstDay = answer.days.find((d) => d.date === day1);
    // The visit does not block itself: 9:00 overlaps it and is offered; 10:00 is its own time and is not.
    expect(firstDay?.slots.map((s) => s.start)).toContain('09:00');
    expect(firstDay?.slots.map((s) => s.start)).not.toContain('10:00');
    expect(open.body).not.toContain('staffIds');

    const moved = await move(own.id, client.cookie, `${day2}T14:00`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ appointmentDate: day2, startTime: '14:00', status: 'pending' });
    const after = await row(own.id);
    expect(after.calendarSequence).toBe(before.calendarSequence + 1);
    expect(after.staffId).toBe(staffId);

    const notices = await outbox('appointment-changed');
    expect(notices.map((n) => n.toAddress)).toEqual([client.body.email]);
    const office = await outbox('staff-client-moved');
    expect(office.length).toBeGreaterThan(0);
    const event = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('subjectType', '=', 'appointment')
      .where('subjectId', '=', own.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toContain(`to ${day2} at 14:00`);

    // The list says until when it may still be changed: its start less the 24 hours.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client.cookie) })
    ).json() as ClientAppointment[];
    const mine = list.find((a) => a.id === own.id);
    expect(mine?.changeCutoffHours).toBe(24);
    expect(mine?.movable).toBe(true);
    expect(Date.parse(mine?.changeableUntil ?? '')).toBe(businessInstant(day2, '14:00').getTime() - 24 * 3_600_000);
  });

  it('confirms at once for a service booked instantly, and refuses the same time', async () => {
    await t.app.db.updateTable('serviceTypes').set({ bookingMode: 'instant' }).where('id', '=', 1).execute();
    const client = await registerClient(t);
    const own = await visit(client, { status: 'pending' });
    const same = await move(own.id, client.cookie, `${day1}T10:00`);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(BOOKING_MESSAGES.sameSlot);
    const moved = await move(own.id, client.cookie, `${day2}T09:00`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('confirmed');
  });

  it('answers 409 when the time is taken, and changes nothing', async () => {
    const client = await registerClient(t);
    const own = await visit(client);
    await visit(null, { appointmentDate: day2, startTime: '10:00', endTime: '11:00' });
    const taken = await move(own.id, client.cookie, `${day2}T10:00`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    expect((await row(own.id)).appointmentDate).toBe(day1);
    expect(await outbox('appointment-changed')).toEqual([]);
  });

  it('refuses moving or cancelling online after the cut-off, and for a visit closed', async () => {
    const client = await registerClient(t);
    const soon = await visit(client, hoursFromNow(3));
    for (const res of [await move(soon.id, client.cookie, `${day2}T09:00`), await cancel(soon.id, client.cookie)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BOOKING_MESSAGES.tooLateToChange);
    }
    expect((await slots(soon.id, client.cookie)).statusCode).toBe(409);
    expect((await row(soon.id)).status).toBe('confirmed');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client.cookie) })
    ).json() as ClientAppointment[];
    expect(Date.parse(list.find((a) => a.id === soon.id)?.changeableUntil ?? '')).toBeLessThan(Date.now());

    const done = await visit(client, { status: 'completed' });
    const refused = await move(done.id, client.cookie, `${day2}T09:00`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.notChangeable);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client.cookie) })
    ).json() as ClientAppointment[];
    expect(listed.find((a) => a.id === done.id)?.changeableUntil).toBeNull();
  });

  it('honours the cut-off the owner sets', async () => {
    const client = await registerClient(t);
    const own = await visit(client);
    // Days away: fine with 24 hours, too late with a cut-off of 60 days.
    await t.app.repos.booking.setChangeCutoffHours(24 * 60, staffId);
    const refused = await cancel(own.id, client.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.tooLateToChange);
    await t.app.repos.booking.setChangeCutoffHours(2, staffId);
    const inThree = await visit(client, hoursFromNow(3));
    const cancelled = await cancel(inThree.id, client.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Inside the 24-hour fee window even though the cut-off allowed it: recorded as late.
    const stored = await row(inThree.id);
    expect(stored.cancelledAt).not.toBeNull();
    expect(Boolean(stored.cancelledLate)).toBe(true);
  });

  it('records every cancellation, and a late one when staff cancel within 24 hours', async () => {
    const client = await registerClient(t);
    const early = await visit(client);
    expect((await cancel(early.id, client.cookie)).statusCode).toBe(200);
    expect((await row(early.id)).cancelledAt).not.toBeNull();
    expect(Boolean((await row(early.id)).cancelledLate)).toBe(false);

    const soon = await visit(client, hoursFromNow(3));
    const later = await visit(client, { appointmentDate: day2 });
    for (const id of [soon.id, later.id]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}`,
        payload: { status: 'cancelled' },
        headers: as(staffCookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cancelledAt).toEqual(expect.any(String));
    }
    expect(Boolean((await row(soon.id)).cancelledLate)).toBe(true);
    expect(Boolean((await row(later.id)).cancelledLate)).toBe(false);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/appointments/${soon.id}`,
      headers: as(staffCookie),
    });
    expect(detail.json().cancelledLate).toBe(true);

    // Put back: no longer a cancellation.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${soon.id}`,
      payload: { status: 'confirmed' },
      headers: as(staffCookie),
    });
    expect((await row(soon.id)).cancelledAt).toBeNull();
    expect(Boolean((await row(soon.id)).cancelledLate)).toBe(false);
  });

  it('lets a trusted contact with the act right move the visit, and nobody else', async () => {
    const client = await registerClient(t);
    const own = await visit(client);
    const withAct = await registerClient(t);
    await helping(client, withAct, ['appointments', 'act']);
    const viewer = await registerClient(t);
    await helping(client, viewer, ['appointments']);
    const other = await registerClient(t);

    expect((await slots(own.id, viewer.cookie)).statusCode).toBe(403);
    expect((await move(own.id, viewer.cookie, `${day2}T09:00`)).statusCode).toBe(403);
    expect((await slots(own.id, other.cookie)).statusCode).toBe(404);
    expect((await move(own.id, other.cookie, `${day2}T09:00`)).statusCode).toBe(404);
    expect((await move(own.id, staffCookie, `${day2}T09:00`)).statusCode).toBe(403);
    expect((await row(own.id)).appointmentDate).toBe(day1);

    expect((await slots(own.id, withAct.cookie)).statusCode).toBe(200);
    const moved = await move(own.id, withAct.cookie, `${day2}T09:00`);
    expect(moved.statusCode, moved.body).toBe(200);
    const event = await t.app.db
      .selectFrom('events')
      .selectAll()
      .where('subjectType', '=', 'appointment')
      .where('subjectId', '=', own.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.actorId).toBe(withAct.user.id);
  });

  it('refuses a bad pick with the form’s message', async () => {
    const client = await registerClient(t);
    const own = await visit(client);
    const res = await move(own.id, client.cookie, 'tomorrow');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BOOKING_MESSAGES.slotIncomplete);
  });
});

/** "Move my visit" without JavaScript: the page form posts, then My Appointments or the page again. */
describe.each(engines)('the move form without JavaScript on %s', (engine) => {
  let t: TestApp;
  let staffId: number;
  const day1 = weekdayFrom(5);
  let day2 = addDaysToDate(day1, 1);
  while (weekdayOf(day2) === 0 || weekdayOf(day2) === 6) day2 = addDaysToDate(day2, 1);

  beforeEach(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    staffId = (await createStaff(t)).user.id;
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId, weekday, starts: '08:00', ends: '18:00' })))
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  it('moves the visit and goes to My Appointments; a taken time shows the page again with the message', async () => {
    const client = await registerClient(t);
    const own = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Dorothy Baker',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId,
      appointmentDate: day1,
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
    });
    const headers = cookieHeader(t, client.cookie);
    const moved = await postForm(
      t,
      `/appointments/${own.id}/move`,
      { _form: 'appointment-move', slot: `${day2}T15:00` },
      headers,
    );
    expect(moved.statusCode, moved.body).toBe(303);
    expect(moved.headers.location).toBe(`/appointments?moved=${own.id}`);
    expect((await t.app.repos.appointments.findById(own.id))?.startTime).toBe('15:00');

    await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Someone Else',
      clientEmail: 'else@example.com',
      serviceTypeId: 1,
      staffId,
      appointmentDate: day1,
      startTime: '10:00',
      endTime: '11:00',
    });
    const taken = await postForm(
      t,
      `/es/appointments/${own.id}/move`,
      { _form: 'appointment-move', slot: `${day1}T10:00` },
      headers,
    );
    expect(taken.statusCode).toBe(409);
    const page = renderedInput(taken.body);
    expect(page.url).toBe(`/es/appointments/${own.id}/move`);
    expect(page.form).toMatchObject({ form: 'appointment-move', message: BOOKING_MESSAGES.slotTaken });
    expect((await t.app.repos.appointments.findById(own.id))?.appointmentDate).toBe(day2);

    const nothing = await postForm(t, `/appointments/${own.id}/move`, { _form: 'appointment-move' }, headers);
    expect(nothing.statusCode).toBe(400);
    expect(renderedInput(nothing.body).form?.errors).toEqual({ slot: BOOKING_MESSAGES.slotIncomplete });
  });

  it('keeps the JSON route’s guards: signed out to sign in, a contact without `act` and staff refused on the page', async () => {
    const client = await registerClient(t);
    const own = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Dorothy Baker',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId,
      appointmentDate: day1,
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
    });
    const pick = { _form: 'appointment-move', slot: `${day2}T15:00` };
    const url = `/appointments/${own.id}/move`;

    const signedOut = await postForm(t, url, pick);
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/auth?next=${encodeURIComponent(url)}`);

    const viewer = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: viewer.user.id,
        name: 'Anna Lee',
        email: viewer.body.email,
        rights: 'appointments',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(viewer.cookie), client.user.id);
    const noRight = await postForm(t, url, pick, cookieHeader(t, viewer.cookie));
    expect(noRight.statusCode).toBe(403);
    expect(renderedInput(noRight.body).form).toMatchObject({
      form: 'appointment-move',
      values: { slot: `${day2}T15:00` },
      message: CIRCLE_MESSAGES.noRight,
      code: 'circle_no_right',
    });

    const staff = await createStaff(t);
    const staffRefused = await postForm(t, url, pick, cookieHeader(t, staff.cookie));
    expect(staffRefused.statusCode).toBe(403);
    expect(renderedInput(staffRefused.body).form).toMatchObject({ form: 'appointment-move', code: 'forbidden' });

    const other = await registerClient(t);
    const notTheirs = await postForm(t, url, pick, cookieHeader(t, other.cookie));
    expect(notTheirs.statusCode).toBe(404);
    expect(renderedInput(notTheirs.body).form).toMatchObject({
      form: 'appointment-move',
      code: 'appointment_not_found',
    });
    expect((await t.app.repos.appointments.findById(own.id))?.appointmentDate).toBe(day1);
  });
});
