import {
  AUTH_MESSAGES,
  businessToday,
  CONTACT_ASSIGN_NOT_NEW_MESSAGE,
  CONTACT_NOT_FOUND_MESSAGE,
  CONTACT_STATUS_REQUIRED_MESSAGE,
  SCHEDULE_MESSAGES,
  type AdminContact,
  type AdminContactPage,
  type ClientAppointment,
  type ContactCounts,
  type ScheduleResult,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactRequest } from '../contact-requests-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { requestRow, scheduleBody } from '../../../../test/support/contact-requests.js';

describe.each(engines)('back-office contacts on %s', (engine) => {
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
  const get = (url: string, cookie: string | undefined = staff.cookie) =>
    t.app.inject({ method: 'GET', url, headers: as(cookie) });
  const patch = (url: string, payload: object, cookie: string | undefined = staff.cookie) =>
    t.app.inject({ method: 'PATCH', url, payload, headers: as(cookie) });
  const post = (url: string, payload: object | undefined, cookie: string | undefined = staff.cookie) =>
    t.app.inject({ method: 'POST', url, headers: as(cookie), ...(payload ? { payload } : {}) });
  const add = (overrides: Partial<NewContactRequest> = {}) => t.app.repos.contactRequests.create(requestRow(overrides));
  const row = (id: number) =>
    t.app.db.selectFrom('contactRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();
  const appointments = () => t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute();

  describe('who may call', () => {
    it('answers anonymous callers 401 and clients 403 on every route, whatever the body', async () => {
      const { id } = await add();
      const client = await registerClient(t);
      const calls = [
        { method: 'GET', url: '/api/contact' },
        { method: 'GET', url: '/api/contact?status=bogus&pageSize=9999' },
        { method: 'GET', url: '/api/contact/counts' },
        { method: 'GET', url: `/api/contact/${id}` },
        { method: 'PATCH', url: `/api/contact/${id}`, payload: { status: 'completed', notes: 'Done' } },
        { method: 'PATCH', url: `/api/contact/${id}`, payload: { status: 'nonsense' } },
        { method: 'POST', url: `/api/contact/${id}/assign` },
        { method: 'POST', url: `/api/contact/${id}/schedule`, payload: scheduleBody },
        { method: 'POST', url: `/api/contact/${id}/schedule`, payload: {} },
      ] as const;
      for (const call of calls) {
        const anonymous = await t.app.inject(call);
        expect(anonymous.statusCode, `${call.method} ${call.url} anonymous`).toBe(401);
        expect(anonymous.json()).toEqual({ code: 'not_signed_in', message: AUTH_MESSAGES.notSignedIn });
        const asClient = await t.app.inject({ ...call, headers: as(client.cookie) });
        expect(asClient.statusCode, `${call.method} ${call.url} client`).toBe(403);
        expect(asClient.json()).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.forbidden });
      }
      expect(await row(id)).toMatchObject({ status: 'new', assignedToId: null, notes: null });
      expect(await appointments()).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('lets an admin do what staff do', async () => {
      const admin = await createStaff(t, 'admin');
      const { id } = await add();
      expect((await get('/api/contact', admin.cookie)).statusCode).toBe(200);
      expect((await get('/api/contact/counts', admin.cookie)).statusCode).toBe(200);
      expect((await post(`/api/contact/${id}/assign`, undefined, admin.cookie)).json()).toMatchObject({
        assignedToId: admin.user.id,
      });
      expect((await patch(`/api/contact/${id}`, { status: 'completed' }, admin.cookie)).statusCode).toBe(200);
      expect((await post(`/api/contact/${id}/schedule`, scheduleBody, admin.cookie)).statusCode).toBe(201);
    });
  });

  describe('list and counts', () => {
    it('pages newest first with the total of all that match', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push((await add({ firstName: `Person${i}` })).id);
      // The oldest is the newest row; two rows share an instant, and then the newer id comes first.
      await t.app.db
        .updateTable('contactRequests')
        .set({ createdAt: '2021-01-05T15:00:00.000Z' })
        .where('id', 'in', ids.slice(0, 2))
        .execute();
      await t.app.db
        .updateTable('contactRequests')
        .set({ createdAt: '2020-06-01T12:00:00.000Z' })
        .where('id', '=', ids[6] as number)
        .execute();
      const order = [ids[5], ids[4], ids[3], ids[2], ids[1], ids[0], ids[6]];

      const first = await get('/api/contact?pageSize=3');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const page1 = first.json() as AdminContactPage;
      expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(page1.items.map((c) => c.id)).toEqual(order.slice(0, 3));
      const page2 = (await get('/api/contact?pageSize=3&page=2')).json() as AdminContactPage;
      expect(page2.items.map((c) => c.id)).toEqual(order.slice(3, 6));
      const page3 = (await get('/api/contact?pageSize=3&page=3')).json() as AdminContactPage;
      expect(page3.items.map((c) => c.id)).toEqual(order.slice(6));
      const all = (await get('/api/contact')).json() as AdminContactPage;
      expect(all).toMatchObject({ total: 7, page: 1, pageSize: 25 });
      expect(all.items.map((c) => c.id)).toEqual(order);
      expect((await get('/api/contact?page=9')).json()).toMatchObject({ items: [], total: 7, page: 9 });
    });

    it('gives every field staff need, with the assignee’s name', async () => {
      const client = await registerClient(t);
      const created = await add({
        userId: client.user.id,
        serviceTypeId: 4,
        serviceInterest: 'Furniture Assembly',
        preferredDate: '2099-03-02',
        preferredTime: '09:30:00',
        location: '4 Oak Lane',
        newsletter: true,
      });
      await post(`/api/contact/${created.id}/assign`, undefined);
      const item = ((await get('/api/contact')).json() as AdminContactPage).items[0] as AdminContact;
      expect(item).toEqual({
        id: created.id,
        trackingToken: created.trackingToken,
        kind: 'request',
        bestTime: null,
        firstName: 'Dorothy',
        lastName: 'Baker',
        email: 'dorothy@example.com',
        phone: '(352) 555-0199',
        serviceInterest: 'Furniture Assembly',
        serviceTypeId: 4,
        message: requestRow().message,
        status: 'in-progress',
        assignedToId: staff.user.id,
        assignedToName: 'Sam Rivera',
        notes: null,
        specificService: null,
        estimatedDuration: null,
        preferredDate: '2099-03-02',
        preferredTime: '09:30',
        location: '4 Oak Lane',
        userId: client.user.id,
        newsletter: true,
        notifyByEmail: true,
        notifyBySms: false,
        consentGiven: true,
        language: 'en',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await get(`/api/contact/${created.id}`)).json()).toEqual(item);
    });

    it('searches first name, last name, e-mail, message, service and code, ignoring case', async () => {
      const a = await add({ firstName: 'Harold', email: 'h.w@example.com' });
      const b = await add({ lastName: 'Zimmerman', message: 'Please help with 50% of my paperwork.' });
      const c = await add({ serviceInterest: 'Notary Services', firstName: 'Ivy' });
      const found = async (search: string) =>
        ((await get(`/api/contact?search=${encodeURIComponent(search)}`)).json() as AdminContactPage).items
          .map((i) => i.id)
          .sort((x, y) => x - y);

      expect(await found('HAROLD')).toEqual([a.id]);
      expect(await found('zimmer')).toEqual([b.id]);
      expect(await found('H.W@EXAMPLE')).toEqual([a.id]);
      expect(await found('50%')).toEqual([b.id]);
      expect(await found('notary')).toEqual([c.id]);
      expect(await found(c.trackingToken.toLowerCase())).toEqual([c.id]);
      expect(await found('baker')).toEqual([a.id, c.id]);
      expect(await found('  ')).toEqual([a.id, b.id, c.id]);
      expect(await found('nobody-like-this')).toEqual([]);
    });

    it('finds rare and common terms alike among many requests, and follows later edits', async () => {
      // Enough rows that a rare term is looked up in the search index and a common one is read
      // newest first (SQLite picks between the two by the share of requests that match: 25 rows
      // of 401 for one match is the index, 5 of 401 for 200 matches is reading newest first).
      const now = Date.now();
      const many = Array.from({ length: 400 }, (_, i) => ({
        ...requestRow({
          firstName: `Crowd${i}`,
          message: i % 2 ? 'Groceries every Tuesday, please.' : 'Bills and paperwork.',
        }),
        trackingToken: `TA-BULK-${String(i).padStart(4, '0')}`,
        createdAt: new Date(now - (400 - i) * 60_000).toISOString(),
      }));
      for (let i = 0; i < many.length; i += 100) {
        await t.app.db
          .insertInto('contactRequests')
          .values(many.slice(i, i + 100))
          .execute();
      }
      const rare = await add({ lastName: 'Quixley', message: 'Half off: 50% of the usual_rate, he said.' });
      const search = async (term: string, query = '') =>
        (await get(`/api/contact?search=${encodeURIComponent(term)}${query}`)).json() as AdminContactPage;

      expect((await search('QUIXLEY')).items.map((c) => c.id)).toEqual([rare.id]);
      expect((await search('50%')).items.map((c) => c.id)).toEqual([rare.id]);
      expect((await search('usual_rate')).items.map((c) => c.id)).toEqual([rare.id]);
      expect((await search('50x')).total).toBe(0);
      expect((await search('usualXrate')).total).toBe(0);

      const groceries = await search('groceries', '&pageSize=5');
      expect(groceries.total).toBe(200);
      expect(groceries.items.map((c) => c.firstName)).toEqual([
        'Crowd399',
        'Crowd397',
        'Crowd395',
        'Crowd393',
        'Crowd391',
      ]);
      expect((await search('groceries', '&pageSize=5&page=40')).items.map((c) => c.firstName)).toEqual([
        'Crowd9',
        'Crowd7',
        'Crowd5',
        'Crowd3',
        'Crowd1',
      ]);
      expect((await get('/api/contact/counts?search=paperwork')).json()).toMatchObject({ total: 200, new: 200 });

      // The index follows changes to the searched fields.
      await t.app.db.updateTable('contactRequests').set({ lastName: 'Pemberton' }).where('id', '=', rare.id).execute();
      expect((await search('quixley')).total).toBe(0);
      expect((await search('pemberton')).items.map((c) => c.id)).toEqual([rare.id]);
      await t.app.db.deleteFrom('contactRequests').where('id', '=', rare.id).execute();
      expect((await search('pemberton')).total).toBe(0);
    });

    it('filters by status and counts each status, with the search applied to both', async () => {
      const n1 = await add({ firstName: 'Alma' });
      await add({ firstName: 'Bert' });
      const p = await add({ firstName: 'Alma' });
      const done = await add({ firstName: 'Carla' });
      const gone = await add({ firstName: 'Alma' });
      await t.app.repos.contactRequests.updateForStaff(p.id, { status: 'in-progress' });
      await t.app.repos.contactRequests.updateForStaff(done.id, { status: 'completed' });
      await t.app.repos.contactRequests.updateForStaff(gone.id, { status: 'cancelled' });

      const ids = async (query: string) =>
        ((await get(`/api/contact?${query}`)).json() as AdminContactPage).items.map((i) => i.id);
      expect(await ids('status=in-progress')).toEqual([p.id]);
      expect(await ids('status=cancelled')).toEqual([gone.id]);
      expect((await get('/api/contact?status=new')).json()).toMatchObject({ total: 2 });
      expect((await get('/api/contact?status=all')).json()).toMatchObject({ total: 5 });
      expect(await ids('status=new&search=alma')).toEqual([n1.id]);

      const counts = (await get('/api/contact/counts')).json() as ContactCounts;
      expect(counts).toEqual({ total: 5, new: 2, inProgress: 1, completed: 1, cancelled: 1 });
      expect((await get('/api/contact/counts?search=ALMA')).json()).toEqual({
        total: 3,
        new: 1,
        inProgress: 1,
        completed: 0,
        cancelled: 1,
      });
      expect((await get('/api/contact/counts?search=zzz')).json()).toEqual({
        total: 0,
        new: 0,
        inProgress: 0,
        completed: 0,
        cancelled: 0,
      });
    });

    it('refuses a bad query with field messages', async () => {
      const status = await get('/api/contact?status=archived');
      expect(status.statusCode).toBe(400);
      expect(status.json().fields).toEqual({ status: 'Please choose a status' });
      expect((await get('/api/contact?pageSize=1000')).statusCode).toBe(400);
      expect((await get('/api/contact?page=0')).statusCode).toBe(400);
      expect((await get(`/api/contact/counts?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    });
  });

  describe('one request', () => {
    it('answers a missing or malformed id with Contact request not found', async () => {
      for (const url of ['/api/contact/999999', '/api/contact/abc', '/api/contact/0', '/api/contact/99999999999']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'contact_not_found', message: CONTACT_NOT_FOUND_MESSAGE });
      }
      expect((await patch('/api/contact/999999', { status: 'completed' })).statusCode).toBe(404);
      expect((await post('/api/contact/999999/assign', undefined)).json()).toEqual({
        code: 'contact_not_found',
        message: CONTACT_NOT_FOUND_MESSAGE,
      });
      expect((await post('/api/contact/999999/schedule', scheduleBody)).statusCode).toBe(404);
      expect(await appointments()).toEqual([]);
    });
  });

  describe('assign', () => {
    it('makes the caller the assignee and moves a new request to in-progress, once', async () => {
      const { id, trackingToken } = await add();
      const res = await post(`/api/contact/${id}/assign`, undefined);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        status: 'in-progress',
        assignedToId: staff.user.id,
        assignedToName: 'Sam Rivera',
        updatedAt: expect.any(String),
      });
      const [event] = await events('contact.assigned');
      expect(event).toMatchObject({ actorId: staff.user.id, subjectType: 'contact_request', subjectId: id });
      expect(event?.summary).toContain(trackingToken);

      const [mail] = await outbox();
      expect(mail).toMatchObject({ toAddress: 'dorothy@example.com', kind: 'contact-status' });
      expect(mail?.subject).toBe(`Your request ${trackingToken} is now In Progress`);
      expect(mail?.textBody).toContain(`http://localhost:3000/track-request?token=${trackingToken}`);

      // Someone else pressing Assign afterwards is refused and changes nothing.
      const other = await createStaff(t);
      const again = await post(`/api/contact/${id}/assign`, undefined, other.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'contact_not_new', message: CONTACT_ASSIGN_NOT_NEW_MESSAGE });
      expect(await row(id)).toMatchObject({ assignedToId: staff.user.id, status: 'in-progress' });
      expect(await outbox()).toHaveLength(1);
    });

    it('is refused for completed and cancelled requests, and lets only one of two at once win', async () => {
      const done = await add();
      await t.app.repos.contactRequests.updateForStaff(done.id, { status: 'completed' });
      expect((await post(`/api/contact/${done.id}/assign`, undefined)).statusCode).toBe(409);
      expect(await row(done.id)).toMatchObject({ status: 'completed', assignedToId: null });

      const { id } = await add({ notifyByEmail: false });
      const other = await createStaff(t);
      const results = await Promise.all([
        post(`/api/contact/${id}/assign`, undefined),
        post(`/api/contact/${id}/assign`, undefined, other.cookie),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await events('contact.assigned')).toHaveLength(1);
      expect(await outbox()).toEqual([]);
    });
  });

  describe('update', () => {
    it('sets status and notes, and e-mails the requester the new status with the tracking link', async () => {
      const { id, trackingToken } = await add();
      const res = await patch(`/api/contact/${id}`, {
        status: 'completed',
        notes: '  Tablet set up; follow up in May.  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'completed', notes: 'Tablet set up; follow up in May.' });

      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: 'dorothy@example.com', kind: 'contact-status' });
      expect(mails[0]?.subject).toBe(`Your request ${trackingToken} is now Completed`);
      expect(mails[0]?.textBody).toContain(`/track-request?token=${trackingToken}`);
      expect(mails[0]?.htmlBody).toContain('Completed');
      const [event] = await events('contact.status-changed');
      expect(event).toMatchObject({ actorId: staff.user.id, subjectId: id });

      // Blank notes are "not sent": the saved notes stay. Same status: no e-mail.
      const keep = await patch(`/api/contact/${id}`, { status: 'completed', notes: '   ' });
      expect(keep.json()).toMatchObject({ notes: 'Tablet set up; follow up in May.' });
      const notesOnly = await patch(`/api/contact/${id}`, { status: 'completed', notes: 'Called back.' });
      expect(notesOnly.json()).toMatchObject({ status: 'completed', notes: 'Called back.' });
      expect(await outbox()).toHaveLength(1);
      expect(await events('contact.notes-updated')).toHaveLength(1);
    });

    it('sends nothing when the requester did not ask for e-mail', async () => {
      const { id } = await add({ notifyByEmail: false, consentGiven: false });
      const res = await patch(`/api/contact/${id}`, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', notes: null });
      expect(await outbox()).toEqual([]);
      expect(await events('contact.status-changed')).toHaveLength(1);
    });

    it('refuses a missing or unknown status and over-long notes, changing nothing', async () => {
      const { id } = await add();
      const before = await row(id);
      for (const payload of [{}, { notes: 'Only notes' }, { status: 'archived' }, { status: '' }]) {
        const res = await patch(`/api/contact/${id}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({
          code: 'validation_failed',
          message: CONTACT_STATUS_REQUIRED_MESSAGE,
          fields: { status: CONTACT_STATUS_REQUIRED_MESSAGE },
        });
      }
      const long = await patch(`/api/contact/${id}`, { status: 'completed', notes: 'x'.repeat(5001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toHaveProperty('notes');
      expect(await row(id)).toEqual(before);
      expect(await outbox()).toEqual([]);
    });
  });

  describe('schedule', () => {
    it('books an appointment the client sees, e-mails the confirmation with an .ics, and starts the request', async () => {
      const client = await registerClient(t);
      const { id, trackingToken } = await add({ userId: client.user.id });
      const res = await post(`/api/contact/${id}/schedule`, {
        ...scheduleBody,
        serviceTypeId: '2',
        staffId: staff.user.id,
      });
      expect(res.statusCode).toBe(201);
      const result = res.json() as ScheduleResult;
      expect(result.contact).toMatchObject({ id, status: 'in-progress' });
      expect(result.appointment).toMatchObject({
        clientId: client.user.id,
        clientName: 'Dorothy Baker',
        clientEmail: 'dorothy@example.com',
        clientPhone: '(352) 555-0199',
        contactRequestId: id,
        staffId: staff.user.id,
        serviceTypeId: 2,
        appointmentDate: '2099-07-15',
        startTime: '10:00',
        endTime: '13:00',
        status: 'scheduled',
        notes: 'Bring the spare key',
        location: '12 Palm Way, Dade City',
      });

      const mine = (await get('/api/appointments', client.cookie)).json() as ClientAppointment[];
      expect(mine.map((a) => a.id)).toEqual([result.appointment.id]);

      const mails = await outbox();
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail).toMatchObject({ toAddress: 'dorothy@example.com', kind: 'appointment-confirmation' });
      expect(mail?.textBody).toContain('12 Palm Way, Dade City');
      expect(mail?.textBody).toContain('http://localhost:3000/appointments');
      const attachments = JSON.parse(mail?.attachments ?? '[]') as {
        filename: string;
        contentType: string;
        content: string;
      }[];
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toMatchObject({
        filename: `appointment-${result.appointment.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      });
      const ics = Buffer.from(attachments[0]?.content ?? '', 'base64').toString('utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      // 10:00 in New York on 15 July (EDT, UTC-4) is 14:00 UTC.
      expect(ics).toContain('DTSTART:20990715T140000Z');
      expect(ics).toContain('LOCATION:12 Palm Way\\, Dade City');

      const [event] = await events('appointment.scheduled');
      expect(event).toMatchObject({
        actorId: staff.user.id,
        subjectType: 'appointment',
        subjectId: result.appointment.id,
      });
      expect(event?.summary).toContain(trackingToken);
    });

    it('keeps the status of a request already under way and books for someone without an account', async () => {
      const { id } = await add({ notifyByEmail: false, consentGiven: false });
      await post(`/api/contact/${id}/assign`, undefined);
      await patch(`/api/contact/${id}`, { status: 'completed' });
      const res = await post(`/api/contact/${id}/schedule`, {
        appointmentDate: businessToday(),
        startTime: '23:00',
        endTime: '23:30',
        serviceTypeId: 1,
        status: 'confirmed',
        location: '',
        staffId: '',
        outsideHoursConfirmed: true,
      });
      expect(res.statusCode).toBe(201);
      const result = res.json() as ScheduleResult;
      expect(result.contact.status).toBe('completed');
      expect(result.appointment).toMatchObject({ clientId: null, status: 'confirmed', location: null, staffId: null });
      const [mail] = await outbox();
      expect(mail).toMatchObject({ kind: 'appointment-confirmation' });
      expect(mail?.textBody).toContain('/contact?service=reschedule');
    });

    it('refuses invalid bookings with field messages and writes nothing', async () => {
      const client = await registerClient(t);
      const { id } = await add();
      const cases: [object, Record<string, string>][] = [
        [{ ...scheduleBody, endTime: '09:00' }, { endTime: SCHEDULE_MESSAGES.endBeforeStart }],
        [{ ...scheduleBody, appointmentDate: '2099-02-30' }, { appointmentDate: SCHEDULE_MESSAGES.date }],
        [{ ...scheduleBody, appointmentDate: '15/07/2099' }, { appointmentDate: SCHEDULE_MESSAGES.date }],
        [{ ...scheduleBody, appointmentDate: '2020-01-01' }, { appointmentDate: SCHEDULE_MESSAGES.pastDate }],
        [{ ...scheduleBody, startTime: '25:00' }, { startTime: SCHEDULE_MESSAGES.startTime }],
        [{ ...scheduleBody, serviceTypeId: '' }, { serviceTypeId: SCHEDULE_MESSAGES.service }],
        [{ ...scheduleBody, serviceTypeId: 99999 }, { serviceTypeId: SCHEDULE_MESSAGES.service }],
        [{ ...scheduleBody, staffId: client.user.id }, { staffId: SCHEDULE_MESSAGES.staff }],
        [{ ...scheduleBody, staffId: 99999 }, { staffId: SCHEDULE_MESSAGES.staff }],
        [{ ...scheduleBody, status: 'cancelled' }, { status: SCHEDULE_MESSAGES.status }],
      ];
      for (const [payload, fields] of cases) {
        const res = await post(`/api/contact/${id}/schedule`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields).toEqual(fields);
      }
      expect(await appointments()).toEqual([]);
      expect(await outbox()).toEqual([]);
      expect(await row(id)).toMatchObject({ status: 'new', updatedAt: null });
    });
  });
});
