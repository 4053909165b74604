import {
  ADMIN_APPOINTMENT_MESSAGES as MESSAGES,
  APPOINTMENT_NOT_FOUND_MESSAGE,
  AUTH_MESSAGES,
  businessToday,
  type StaffAppointment,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewAppointment } from '../appointments-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { bookingBody } from '../../../../test/support/contact-requests.js';

interface Page {
  items: StaffAppointment[];
  total: number;
  page: number;
  pageSize: number;
}

const booking = bookingBody;

describe.each(engines)('back-office appointments on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) });
  const get = (url: string, cookie = staff.cookie) => call('GET', url, cookie);
  const appointment = (overrides: Partial<NewAppointment> = {}) =>
    t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '11:00',
      ...overrides,
    });
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('appointments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the signed-out with 401 and clients with 403 on every staff call, and changes nothing', async () => {
    const existing = await appointment();
    const client = await registerClient(t);
    const admin = await createStaff(t, 'admin');
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/appointments'],
      ['GET', '/api/admin/appointments?from=2099-07-15&to=2099-07-21'],
      ['GET', '/api/admin/appointments/summary'],
      ['GET', `/api/admin/appointments/${existing.id}`],
      ['POST', '/api/admin/appointments', booking],
      ['POST', '/api/admin/appointments', {}],
      ['PATCH', `/api/admin/appointments/${existing.id}`, { notes: 'Changed' }],
      ['PATCH', `/api/admin/appointments/${existing.id}`, {}],
      ['GET', '/api/appointments/date/2099-07-15'],
      ['GET', '/api/appointments/date/not-a-date'],
      ['PATCH', `/api/appointments/${existing.id}`, { status: 'cancelled' }],
      ['PATCH', `/api/appointments/${existing.id}`, { status: 'nonsense' }],
      ['GET', '/api/admin/projects'],
      ['GET', '/api/admin/projects/counts'],
    ];
    for (const [method, url, payload] of calls) {
      const m = method as 'GET' | 'POST' | 'PATCH';
      const anonymous = await call(m, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
      const forbidden = await call(m, url, client.cookie, payload);
      expect(forbidden.statusCode, `${method} ${url} as a client`).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
      if (method === 'GET') {
        expect((await call(m, url, staff.cookie)).statusCode, `${method} ${url} as staff`).not.toBe(403);
        expect((await call(m, url, admin.cookie)).statusCode, `${method} ${url} as admin`).not.toBe(403);
      }
    }
    expect(await count()).toBe(1);
    expect(await t.app.repos.appointments.findById(existing.id)).toEqual(existing);
    expect(await outbox()).toHaveLength(0);
  });

  describe('lists', () => {
    it('lists a day or a week by date and start time, with search, status filter and paging', async () => {
      const late = await appointment({ startTime: '14:00', endTime: '15:00', notes: 'Bring the LADDER' });
      const early = await appointment({
        startTime: '08:30',
        endTime: '09:30',
        clientName: 'Ruth Ortiz',
        clientEmail: 'ruth@example.com',
        status: 'confirmed',
      });
      const nextDay = await appointment({ appointmentDate: '2099-07-16', status: 'pending', staffId: staff.user.id });
      const weekEnd = await appointment({ appointmentDate: '2099-07-21', clientName: 'Ann 100% Lee' });
      await appointment({ appointmentDate: '2099-07-22' });
      await appointment({ appointmentDate: '2099-07-14' });

      const day = (await get('/api/admin/appointments?from=2099-07-15&to=2099-07-15')).json() as Page;
      expect(day.items.map((a) => a.id)).toEqual([early.id, late.id]);
      expect(day).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(day.items[0]).toMatchObject({
        clientName: 'Ruth Ortiz',
        clientEmail: 'ruth@example.com',
        serviceName: 'Home Assistance',
        status: 'confirmed',
        startTime: '08:30',
        reminderSent: false,
        staffName: null,
      });

      const week = (await get('/api/admin/appointments?from=2099-07-15&to=2099-07-21')).json() as Page;
      expect(week.items.map((a) => a.id)).toEqual([early.id, late.id, nextDay.id, weekEnd.id]);
      expect(week.items[2]).toMatchObject({ staffId: staff.user.id, staffName: 'Sam Rivera' });

      const search = async (term: string) =>
        ((await get(`/api/admin/appointments?search=${encodeURIComponent(term)}`)).json() as Page).items.map(
          (a) => a.id,
        );
      expect(await search('ladder')).toEqual([late.id]);
      expect(await search('RUTH@')).toEqual([early.id]);
      expect(await search('ortiz')).toEqual([early.id]);
      expect(await search('100%')).toEqual([weekEnd.id]);
      expect(await search('nobody')).toEqual([]);

      const pending = (await get('/api/admin/appointments?from=2099-07-15&to=2099-07-21&status=pending')).json();
      expect(pending.items.map((a: StaffAppointment) => a.id)).toEqual([nextDay.id]);

      const second = (await get('/api/admin/appointments?from=2099-07-15&to=2099-07-21&page=2&pageSize=3')).json();
      expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.items.map((a: StaffAppointment) => a.id)).toEqual([weekEnd.id]);
    });

    it('refuses bad dates, ranges and statuses with field messages', async () => {
      const cases: [string, Record<string, string>][] = [
        ['from=2099-02-30', { from: MESSAGES.dateInvalid }],
        ['from=15/07/2099', { from: MESSAGES.dateInvalid }],
        ['from=2099-07-15&to=2099-07-14', { to: MESSAGES.rangeInvalid }],
        ['status=done', { status: MESSAGES.statusInvalid }],
        ['pageSize=1000', { pageSize: expect.any(String) as unknown as string }],
      ];
      for (const [query, fields] of cases) {
        const res = await get(`/api/admin/appointments?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().fields).toEqual(fields);
      }
    });

    it('gives the day view the same items, and an empty list for an empty day', async () => {
      const a = await appointment({ startTime: '13:00', endTime: '14:00' });
      const b = await appointment({ startTime: '09:00', endTime: '10:00', status: 'cancelled' });
      const res = await get('/api/appointments/date/2099-07-15');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const list = res.json() as StaffAppointment[];
      expect(list.map((x) => x.id)).toEqual([b.id, a.id]);
      // The record as staff see it; the calendar's SEQUENCE stays on the server.
      const {
        calendarSequence: _sequence,
        clientLanguage: _language,
        county: _county,
        // Whether who is coming has a photo is the client's to know; the key never leaves the server.
        staffPhotoKey: _photoKey,
        ...record
      } = (await t.app.repos.appointments.findById(a.id)) ?? {};
      expect(list[1]).toEqual(record);

      const empty = await get('/api/appointments/date/2099-07-16');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);

      const bad = await get('/api/appointments/date/2099-13-01');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        code: 'validation_failed',
        message: MESSAGES.dateInvalid,
        fields: { date: MESSAGES.dateInvalid },
      });
    });

    it('counts today’s appointments, those awaiting confirmation, and the week’s completed ones', async () => {
      await appointment({ status: 'confirmed' });
      await appointment({ status: 'scheduled' });
      await appointment({ status: 'cancelled' });
      await appointment({ status: 'completed' });
      await appointment({ appointmentDate: '2099-07-18', status: 'pending' });
      await appointment({ appointmentDate: '2099-07-21', status: 'completed' });
      await appointment({ appointmentDate: '2099-07-22', status: 'completed' });
      await appointment({ appointmentDate: '2099-07-14', status: 'pending' });

      const res = await get('/api/admin/appointments/summary?date=2099-07-15');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ date: '2099-07-15', today: 3, pendingConfirmation: 2, completedThisWeek: 2 });

      const today = (await get('/api/admin/appointments/summary')).json();
      expect(today).toEqual({ date: businessToday(), today: 0, pendingConfirmation: 3, completedThisWeek: 0 });
      expect((await get('/api/admin/appointments/summary?date=tomorrow')).statusCode).toBe(400);
    });
  });

  describe('detail', () => {
    it('shows the client, the staff member, the request it came from and its photos', async () => {
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Dorothy Baker',
          email: 'dorothy@example.com',
          phone: '3525550199',
          serviceTypeId: 4,
          message: 'Please assemble a bookcase for me.',
        },
      });
      expect(request.statusCode).toBe(201);
      const { id: requestId, trackingToken } = request.json() as { id: number; trackingToken: string };
      const booked = await appointment({
        contactRequestId: requestId,
        clientPhone: '352 555 0199',
        staffId: staff.user.id,
        serviceTypeId: 4,
      });
      await t.app.db
        .insertInto('furniturePhotos')
        .values({
          appointmentId: booked.id,
          clientEmail: 'walter@example.com',
          storageKey: 'a'.repeat(32),
          photoUrl: `/api/furniture-photos/file/${'a'.repeat(32)}`,
          thumbnailUrl: `/api/furniture-photos/file/${'a'.repeat(32)}/thumb`,
          contentType: 'image/webp',
          byteSize: 10,
          width: 1,
          height: 1,
          furnitureType: 'Bookcase',
          furnitureDescription: 'Two boxes',
          uploadedAt: new Date().toISOString(),
          status: 'linked',
        })
        .execute();

      const res = await get(`/api/admin/appointments/${booked.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: booked.id,
        clientEmail: 'walter@example.com',
        clientPhone: '352 555 0199',
        serviceName: 'Furniture Assembly',
        staffName: 'Sam Rivera',
        staff: { id: staff.user.id, firstName: 'Sam', lastName: 'Rivera', email: staff.user.email },
        contactRequestId: requestId,
        contactRequest: { id: requestId, trackingToken },
        photos: [{ furnitureType: 'Bookcase', furnitureDescription: 'Two boxes', appointmentId: booked.id }],
      });
      expect(res.json().staff).not.toHaveProperty('passwordHash');

      const plain = (await get(`/api/admin/appointments/${(await appointment()).id}`)).json();
      expect(plain).toMatchObject({ staff: null, contactRequest: null, photos: [] });

      for (const id of [999_999, 'abc', '0', '99999999999999']) {
        const missing = await get(`/api/admin/appointments/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ code: 'appointment_not_found', message: APPOINTMENT_NOT_FOUND_MESSAGE });
      }
    });
  });

  describe('create', () => {
    it('books an appointment on no account, e-mails the confirmation with a calendar file, and records it', async () => {
      // A client account with the same e-mail: never matched by e-mail.
      const client = await registerClient(t, { email: 'dorothy@example.com' });
      const res = await call('POST', '/api/admin/appointments', staff.cookie, {
        ...booking,
        clientId: client.user.id,
        staffId: String(staff.user.id),
        startTime: '10:00:00',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json() as StaffAppointment;
      expect(created).toMatchObject({
        clientId: null,
        contactRequestId: null,
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        clientPhone: '(352) 555-0199',
        serviceTypeId: 4,
        serviceName: 'Furniture Assembly',
        staffId: staff.user.id,
        appointmentDate: '2099-07-15',
        startTime: '10:00',
        endTime: '13:00',
        status: 'scheduled',
        notes: 'Bookcase and desk',
        location: '12 Palm Way, Dade City',
        reminderSent: false,
      });
      expect((await get('/api/appointments', client.cookie)).json()).toEqual([]);

      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ toAddress: 'dorothy@example.com', kind: 'appointment-confirmation' });
      const attachments = JSON.parse(mail[0]?.attachments ?? '[]') as { filename: string; content: string }[];
      expect(attachments[0]?.filename).toBe(`appointment-${created.id}.ics`);
      expect(Buffer.from(attachments[0]?.content ?? '', 'base64').toString()).toContain('DTSTART:20990715T140000Z');
      expect(await events('appointment.created')).toMatchObject([{ actorId: staff.user.id, subjectId: created.id }]);
    });

    it('refuses invalid input with the field messages and creates nothing', async () => {
      const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000);
      const cases: [object, Record<string, string>][] = [
        [
          {},
          {
            clientName: expect.any(String) as unknown as string,
            clientEmail: expect.any(String) as unknown as string,
            serviceTypeId: MESSAGES.serviceRequired,
            appointmentDate: MESSAGES.dateInvalid,
            startTime: MESSAGES.timeInvalid,
            endTime: MESSAGES.timeInvalid,
          },
        ],
        [
          { ...booking, clientName: ' ', clientEmail: 'nope', clientPhone: '123' },
          {
            clientName: MESSAGES.clientNameRequired,
            clientEmail: MESSAGES.emailInvalid,
            clientPhone: MESSAGES.phoneInvalid,
          },
        ],
        [
          { ...booking, startTime: '25:00', endTime: '9am' },
          { startTime: MESSAGES.timeInvalid, endTime: MESSAGES.timeInvalid },
        ],
        [{ ...booking, startTime: '13:00', endTime: '13:00' }, { endTime: MESSAGES.endBeforeStart }],
        [{ ...booking, appointmentDate: '2099-02-29' }, { appointmentDate: MESSAGES.dateInvalid }],
        [{ ...booking, appointmentDate: businessToday(yesterday) }, { appointmentDate: MESSAGES.datePast }],
        [{ ...booking, status: 'done' }, { status: MESSAGES.statusInvalid }],
        [{ ...booking, serviceTypeId: 999 }, { serviceTypeId: MESSAGES.serviceRequired }],
        [{ ...booking, staffId: 999_999 }, { staffId: MESSAGES.staffInvalid }],
      ];
      for (const [payload, fields] of cases) {
        const res = await call('POST', '/api/admin/appointments', staff.cookie, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields).toEqual(fields);
      }
      // A client is not someone who can attend an appointment.
      const client = await registerClient(t);
      const notStaff = await call('POST', '/api/admin/appointments', staff.cookie, {
        ...booking,
        staffId: client.user.id,
      });
      expect(notStaff.json()).toEqual({
        code: 'staff_required',
        message: MESSAGES.staffInvalid,
        fields: { staffId: MESSAGES.staffInvalid },
      });
      expect(await count()).toBe(0);
      expect(await outbox()).toHaveLength(0);
    });
  });

  describe('changes', () => {
    it('changes the status with PATCH /api/appointments/{id}, and tells the client when staff cancel', async () => {
      const own = await appointment({ status: 'scheduled', location: '12 Palm Way' });
      const confirm = await call('PATCH', `/api/appointments/${own.id}`, staff.cookie, { status: 'confirmed' });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toMatchObject({ id: own.id, status: 'confirmed', updatedAt: expect.any(String) });
      expect(await outbox()).toHaveLength(0);

      const cancel = await call('PATCH', `/api/appointments/${own.id}`, staff.cookie, { status: 'cancelled' });
      expect(cancel.json()).toMatchObject({ status: 'cancelled' });
      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ toAddress: 'walter@example.com', kind: 'appointment-cancelled' });
      expect(mail[0]?.textBody).toContain('has been cancelled');
      expect(mail[0]?.textBody).not.toContain('As you asked');
      expect(await events('appointment.cancelled')).toHaveLength(1);
      expect(await events('appointment.updated')).toHaveLength(1);

      // The same status again changes nothing and sends nothing.
      await call('PATCH', `/api/appointments/${own.id}`, staff.cookie, { status: 'cancelled' });
      expect(await outbox()).toHaveLength(1);

      const bad = await call('PATCH', `/api/appointments/${own.id}`, staff.cookie, { status: 'archived' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ status: MESSAGES.statusInvalid });
      const missing = await call('PATCH', '/api/appointments/999999', staff.cookie, { status: 'confirmed' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'appointment_not_found', message: APPOINTMENT_NOT_FOUND_MESSAGE });
    });

    it('edits fields; a new time resets the reminder and e-mails the change with a calendar file', async () => {
      const own = await appointment();
      await t.app.db.updateTable('appointments').set({ reminderSent: true }).where('id', '=', own.id).execute();

      const notes = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, { notes: 'Gate code 1234' });
      expect(notes.statusCode).toBe(200);
      expect(notes.json()).toMatchObject({ notes: 'Gate code 1234', reminderSent: true });
      expect(await outbox()).toHaveLength(0);

      const moved = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, {
        appointmentDate: '2099-07-20',
        startTime: '09:00',
        endTime: '10:30',
        staffId: staff.user.id,
        clientPhone: '',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        appointmentDate: '2099-07-20',
        startTime: '09:00',
        endTime: '10:30',
        reminderSent: false,
        staffName: 'Sam Rivera',
        clientPhone: null,
        notes: 'Gate code 1234',
      });
      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ kind: 'appointment-changed' });
      expect(mail[0]?.textBody).toContain('Monday, July 20, 2099, 9:00 AM to 10:30 AM');
      expect(mail[0]?.attachments).toContain(`appointment-${own.id}.ics`);
      const updates = await events('appointment.updated');
      expect(updates.at(-1)?.summary).toContain('moved to 2099-07-20 at 09:00');

      const cleared = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, {
        notes: '',
        staffId: null,
      });
      expect(cleared.json()).toMatchObject({ notes: null, staffId: null, staffName: null });
    });

    it('checks a lone end time against the stored start, and refuses an empty edit', async () => {
      const own = await appointment({ startTime: '10:00', endTime: '11:00' });
      const early = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, { endTime: '09:00' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        code: 'end_before_start',
        message: MESSAGES.endBeforeStart,
        fields: { endTime: MESSAGES.endBeforeStart },
      });
      const late = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, { startTime: '11:30' });
      expect(late.json().fields).toEqual({ endTime: MESSAGES.endBeforeStart });
      const empty = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.nothingToChange);
      const unknownService = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, {
        serviceTypeId: 999,
      });
      expect(unknownService.json().fields).toEqual({ serviceTypeId: MESSAGES.serviceRequired });
      expect(await t.app.repos.appointments.findById(own.id)).toEqual(own);
      expect((await call('PATCH', '/api/admin/appointments/abc', staff.cookie, { notes: 'x' })).statusCode).toBe(404);
    });

    it('puts a cancelled appointment back and e-mails a fresh confirmation', async () => {
      const own = await appointment({ status: 'cancelled' });
      const res = await call('PATCH', `/api/admin/appointments/${own.id}`, staff.cookie, { status: 'confirmed' });
      expect(res.json()).toMatchObject({ status: 'confirmed' });
      expect((await outbox()).map((m) => m.kind)).toEqual(['appointment-confirmation']);
    });
  });

  describe('projects', () => {
    it('lists approved, in-progress and completed appointments, newest first, with search, filter and counts', async () => {
      const approved = await appointment({
        status: 'approved',
        appointmentDate: '2099-07-01',
        notes: 'Garage shelves',
      });
      const inProgress = await appointment({ status: 'in-progress', appointmentDate: '2099-07-10' });
      const completed = await appointment({
        status: 'completed',
        appointmentDate: '2099-07-05',
        clientName: 'Ruth Ortiz',
        clientEmail: 'ruth@example.com',
      });
      const completedToo = await appointment({
        status: 'completed',
        appointmentDate: '2099-07-05',
        startTime: '12:00',
        endTime: '13:00',
      });
      await appointment({ status: 'scheduled' });
      await appointment({ status: 'cancelled' });

      const all = (await get('/api/admin/projects')).json() as Page;
      expect(all.items.map((p) => p.id)).toEqual([inProgress.id, completedToo.id, completed.id, approved.id]);
      expect(all.total).toBe(4);

      const done = (await get('/api/admin/projects?status=completed')).json() as Page;
      expect(done.items.map((p) => p.id)).toEqual([completedToo.id, completed.id]);
      const found = (await get('/api/admin/projects?search=GARAGE')).json() as Page;
      expect(found.items.map((p) => p.id)).toEqual([approved.id]);
      const byEmail = (await get('/api/admin/projects?search=ruth@')).json() as Page;
      expect(byEmail.items.map((p) => p.id)).toEqual([completed.id]);
      const bad = await get('/api/admin/projects?status=scheduled');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ status: MESSAGES.statusInvalid });

      expect((await get('/api/admin/projects/counts')).json()).toEqual({ approved: 1, inProgress: 1, completed: 2 });

      // Update Project Status and Delete Project use the appointment calls.
      await call('PATCH', `/api/appointments/${approved.id}`, staff.cookie, { status: 'in-progress' });
      expect((await call('DELETE', `/api/appointments/${completed.id}`, staff.cookie)).statusCode).toBe(204);
      expect((await get('/api/admin/projects/counts')).json()).toEqual({ approved: 0, inProgress: 2, completed: 1 });
    });
  });
});
