import {
  APPOINTMENT_NOT_FOUND_MESSAGE,
  APPOINTMENT_PAST_MESSAGE,
  AUTH_MESSAGES,
  businessToday,
  CLAIM_NOT_FOUND_MESSAGE,
  defaultBusiness,
  LATE_CANCELLATION_MESSAGE,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewAppointment } from '../src/domains/appointments/appointments-repository.js';
import { engines } from './fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from './helper.js';
import { landingPayload, portalPayload } from './support/contact-requests.js';

/** No e-mail updates, no consent box ticked. */
const landing = { ...landingPayload, notifyByEmail: false, consentGiven: false };
const portal = { ...portalPayload, newsletter: false };

const HOUR = 60 * 60 * 1000;
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: defaultBusiness.timeZone,
});
/** The New York date and HH:mm of an instant. */
const wallClock = (instant: Date) => ({ date: businessToday(instant), time: clock.format(instant) });

describe.each(engines)('client area on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: as(cookie) });
  const del = (url: string, cookie?: string) => t.app.inject({ method: 'DELETE', url, headers: as(cookie) });
  const claim = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact/claim', payload, headers: as(cookie) });
  const submit = async (payload: object, cookie?: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: as(cookie) });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; trackingToken: string };
  };
  const appointment = (clientId: number | null, overrides: Partial<NewAppointment> = {}) =>
    t.app.repos.appointments.create({
      clientId,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      notes: 'Bring the spare key',
      location: '12 Palm Way, Dade City',
      ...overrides,
    });
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();

  describe('requests', () => {
    it('lists only the caller’s own requests, newest first', async () => {
      const a = await registerClient(t);
      const b = await registerClient(t);
      const first = await submit(portal, a.cookie);
      const second = await submit({ ...portal, message: 'Also a will to witness, please.' }, a.cookie);
      await submit({ ...portal, email: 'other@example.com' }, b.cookie);
      await submit(landing);

      const res = await get('/api/contact/user', a.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list = res.json() as { id: number }[];
      expect(list.map((r) => r.id)).toEqual([second.id, first.id]);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual([
        'createdAt',
        'id',
        'message',
        'serviceInterest',
        'status',
        'trackingToken',
        'updatedAt',
      ]);
    });

    it('refuses a signed-out caller', async () => {
      const res = await get('/api/contact/user');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
    });

    it('claims an earlier request by code and e-mail in any case, with or without dashes', async () => {
      const { id, trackingToken } = await submit(landing);
      const client = await registerClient(t);

      const res = await claim(
        { trackingToken: trackingToken.toLowerCase().replaceAll('-', ''), email: '  DOROTHY@Example.com ' },
        client.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, trackingToken, status: 'new', serviceInterest: landing.serviceInterest });
      const row = await t.app.db.selectFrom('contactRequests').select('userId').executeTakeFirstOrThrow();
      expect(row.userId).toBe(client.user.id);
      expect((await get('/api/contact/user', client.cookie)).json()).toHaveLength(1);

      // Claiming it again is harmless.
      expect((await claim({ trackingToken, email: landing.email }, client.cookie)).statusCode).toBe(200);
      const events = await t.app.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'contact.claimed')
        .orderBy('id')
        .execute();
      expect(events[0]).toMatchObject({ actorId: client.user.id, subjectType: 'contact_request', subjectId: id });
    });

    it('answers a wrong code, a wrong e-mail and another account’s request with the same 404', async () => {
      const { trackingToken } = await submit(landing);
      const owner = await registerClient(t);
      const other = await registerClient(t);
      const wrongCode = trackingToken.endsWith('2')
        ? `${trackingToken.slice(0, -1)}3`
        : `${trackingToken.slice(0, -1)}2`;

      const answers = [
        await claim({ trackingToken: wrongCode, email: landing.email }, other.cookie),
        await claim({ trackingToken, email: 'someone@example.com' }, other.cookie),
      ];
      expect((await claim({ trackingToken, email: landing.email }, owner.cookie)).statusCode).toBe(200);
      answers.push(await claim({ trackingToken, email: landing.email }, other.cookie));

      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'claim_not_found', message: CLAIM_NOT_FOUND_MESSAGE });
      }
      const row = await t.app.db.selectFrom('contactRequests').select('userId').executeTakeFirstOrThrow();
      expect(row.userId).toBe(owner.user.id);
    });

    it('lets only one of two accounts claiming at once win', async () => {
      const { trackingToken } = await submit(landing);
      const a = await registerClient(t);
      const b = await registerClient(t);
      const results = await Promise.all([
        claim({ trackingToken, email: landing.email }, a.cookie),
        claim({ trackingToken, email: landing.email }, b.cookie),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    });

    it('refuses invalid input with field messages, staff with 403 and the signed-out with 401', async () => {
      const { trackingToken } = await submit(landing);
      const client = await registerClient(t);
      const bad = await claim({ trackingToken: 'hello', email: 'nope' }, client.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({
        trackingToken: 'Please enter a tracking code like TA-7KQ2-MX9P',
        email: 'Please enter a valid email address',
      });

      const staff = await createStaff(t);
      const forbidden = await claim({ trackingToken, email: landing.email }, staff.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect((await claim({ trackingToken, email: landing.email })).statusCode).toBe(401);
      const row = await t.app.db.selectFrom('contactRequests').select('userId').executeTakeFirstOrThrow();
      expect(row.userId).toBeNull();
    });

    it('limits claim attempts per address', async () => {
      const client = await registerClient(t);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await claim({ trackingToken: 'TA-2222-3333', email: landing.email }, client.cookie)).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('appointments', () => {
    it('lists a client’s own appointments by date and start time, and every one to staff', async () => {
      const a = await registerClient(t);
      const b = await registerClient(t);
      const later = await appointment(a.user.id, { appointmentDate: '2099-08-01', startTime: '09:00:00' });
      const earlier = await appointment(a.user.id, { startTime: '14:30', endTime: '15:30', serviceTypeId: null });
      const earliest = await appointment(a.user.id, { startTime: '9:00', endTime: '10:00' });
      const others = await appointment(b.user.id, { clientName: 'Walter Green' });

      const res = await get('/api/appointments', a.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list = res.json() as { id: number; startTime: string }[];
      expect(list.map((x) => x.id)).toEqual([earliest.id, earlier.id, later.id]);
      expect(list.map((x) => x.startTime)).toEqual(['09:00', '14:30', '09:00']);
      expect(list[0]).toMatchObject({ serviceName: 'Home Assistance', serviceColor: '#2563eb', endTime: '10:00' });
      expect(list[1]).toMatchObject({ serviceTypeId: null, serviceName: null, serviceColor: null });
      expect(list[0]).not.toHaveProperty('clientEmail');

      const staff = await createStaff(t);
      const all = (await get('/api/appointments', staff.cookie)).json() as { id: number }[];
      expect(all.map((x) => x.id)).toEqual([earliest.id, others.id, earlier.id, later.id]);
      expect((await get('/api/appointments')).statusCode).toBe(401);
    });

    it('treats another client’s appointment as not found, and leaves it alone', async () => {
      const a = await registerClient(t);
      const b = await registerClient(t);
      const bs = await appointment(b.user.id);
      const anonymous = await appointment(null);

      for (const id of [bs.id, anonymous.id, 999_999, 'abc', '99999999999999']) {
        for (const res of [
          await del(`/api/appointments/${id}`, a.cookie),
          await get(`/api/appointments/${id}/calendar.ics`, a.cookie),
        ]) {
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ code: 'appointment_not_found', message: APPOINTMENT_NOT_FOUND_MESSAGE });
        }
      }
      expect((await get('/api/appointments', a.cookie)).json()).toEqual([]);
      expect(await t.app.repos.appointments.findById(bs.id)).toEqual(bs);
      expect(await outbox()).toHaveLength(0);
      expect((await del(`/api/appointments/${bs.id}`)).statusCode).toBe(401);
    });

    it('cancels a client’s own appointment, keeps the record and e-mails a notice once', async () => {
      const client = await registerClient(t);
      const own = await appointment(client.user.id);

      const res = await del(`/api/appointments/${own.id}`, client.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: own.id, status: 'cancelled', serviceName: 'Home Assistance' });
      expect(res.json().updatedAt).toEqual(expect.any(String));
      const row = await t.app.db
        .selectFrom('appointments')
        .select('status')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('cancelled');

      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ toAddress: 'dorothy@example.com', kind: 'appointment-cancelled' });
      expect(mail[0]?.textBody).toContain(
        'Home Assistance appointment on Wednesday, July 15, 2099, 10:00 AM to 1:00 PM',
      );
      expect(mail[0]?.textBody).not.toContain(LATE_CANCELLATION_MESSAGE);
      const events = await t.app.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'appointment.cancelled')
        .orderBy('id')
        .execute();
      expect(events).toHaveLength(1);

      // Cancelling again answers the same and sends nothing more.
      const again = await del(`/api/appointments/${own.id}`, client.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(res.json());
      expect(await outbox()).toHaveLength(1);
      expect((await get('/api/appointments', client.cookie)).json()).toHaveLength(1);
    });

    it('reminds of the late-cancellation fee under 24 hours’ notice', async () => {
      const client = await registerClient(t);
      const soon = wallClock(new Date(Date.now() + 3 * HOUR));
      const end = wallClock(new Date(Date.now() + 4 * HOUR));
      const own = await appointment(client.user.id, {
        appointmentDate: soon.date,
        startTime: soon.time,
        endTime: end.time,
      });
      // Online cancelling stops at the cut-off (24 hours unless set): with one of 1 hour, the fee rule still applies.
      await t.app.repos.booking.setChangeCutoffHours(1, client.user.id);
      expect((await del(`/api/appointments/${own.id}`, client.cookie)).statusCode).toBe(200);
      const mail = await outbox();
      expect(mail[0]?.textBody).toContain(LATE_CANCELLATION_MESSAGE);
    });

    it('refuses to cancel what has already happened, and changes nothing', async () => {
      const client = await registerClient(t);
      const yesterday = wallClock(new Date(Date.now() - 26 * HOUR));
      const past = await appointment(client.user.id, { appointmentDate: yesterday.date });
      const completed = await appointment(client.user.id, { status: 'completed' });
      for (const done of [past, completed]) {
        const res = await del(`/api/appointments/${done.id}`, client.cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 'appointment_past', message: APPOINTMENT_PAST_MESSAGE });
        expect(await t.app.repos.appointments.findById(done.id)).toEqual(done);
      }
      expect(await outbox()).toHaveLength(0);
    });

    it('lets staff delete an appointment outright', async () => {
      const client = await registerClient(t);
      const own = await appointment(client.user.id);
      const staff = await createStaff(t);

      const res = await del(`/api/appointments/${own.id}`, staff.cookie);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await t.app.repos.appointments.findById(own.id)).toBeUndefined();
      expect((await del(`/api/appointments/${own.id}`, staff.cookie)).statusCode).toBe(404);
      expect(await outbox()).toHaveLength(0);
    });

    it('serves a calendar file in UTC for summer and winter appointments', async () => {
      const client = await registerClient(t);
      const summer = await appointment(client.user.id, {
        appointmentDate: '2026-07-15',
        startTime: '10:00',
        endTime: '13:00',
      });
      const winter = await appointment(client.user.id, {
        appointmentDate: '2026-01-14',
        startTime: '09:30:00',
        endTime: '11:00:00',
        serviceTypeId: 4,
        notes: 'Bookcase, desk; two chairs',
      });

      const res = await get(`/api/appointments/${summer.id}/calendar.ics`, client.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="appointment-${summer.id}.ics"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('BEGIN:VEVENT');
      expect(res.body).toContain('DTSTART:20260715T140000Z');
      expect(res.body).toContain('DTEND:20260715T170000Z');
      expect(res.body).toContain('SUMMARY:Home Assistance with Trusted Assistance');
      expect(res.body).toContain('LOCATION:12 Palm Way\\, Dade City');
      expect(res.body).toContain(defaultBusiness.phoneDisplay);

      const winterIcs = (await get(`/api/appointments/${winter.id}/calendar.ics`, client.cookie)).body;
      expect(winterIcs).toContain('DTSTART:20260114T143000Z');
      expect(winterIcs).toContain('DTEND:20260114T160000Z');
      expect(winterIcs).toContain('SUMMARY:Furniture Assembly with Trusted Assistance');
      expect(winterIcs).toContain('Bookcase\\, desk\\; two chairs');

      const staff = await createStaff(t);
      expect((await get(`/api/appointments/${winter.id}/calendar.ics`, staff.cookie)).statusCode).toBe(200);
      expect((await get(`/api/appointments/${winter.id}/calendar.ics`)).statusCode).toBe(401);
    });
  });
});
