import { SCHEDULE_MESSAGES, type AdminContact, type ScheduleResult, type StaffAppointment } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactRequest } from '../contact-requests-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { bookingBody, requestRow, scheduleBody } from '../../../../test/support/contact-requests.js';
import { updateAccount } from '../../../../test/support/accounts.js';

/**
 * Work can be given to another employee: Schedule, New Appointment, Edit and the
 * request's assignee take any active staff member; the person chosen is e-mailed, the one choosing
 * is not; a client's or a deactivated account's id is refused and changes nothing.
 */
/** A request that asked for a day, a time and a place (the staff e-mails name them). */
const request = (overrides: Partial<NewContactRequest> = {}) =>
  requestRow({ preferredDate: '2099-07-15', preferredTime: '10:00', location: '12 Palm Way, Dade City', ...overrides });

/** Notes a client may leave for whoever comes: never in an e-mail. */
const schedule = { ...scheduleBody, notes: 'Key under the blue pot, door code 4321' };

/** Walter Green's, with a gate code in the notes (never in an e-mail). */
const booking = { ...bookingBody, clientName: 'Walter Green', notes: 'Gate code 9876' };

describe.each(engines)('giving work to another staff member on %s', (engine) => {
  let t: TestApp;
  let sam: Awaited<ReturnType<typeof createStaff>>;
  let dana: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    sam = await createStaff(t, 'staff');
    dana = await createStaff(t, 'staff');
    await updateAccount(t, dana.user.id, { firstName: 'Dana', lastName: 'Lee' });
  });
  afterEach(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, cookie = sam.cookie) =>
    t.app.inject({ method, url, payload, headers: cookieHeader(t, cookie) });
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const workNotices = async () => (await outbox()).filter((m) => m.kind === 'staff-work-given');
  const add = (overrides: Partial<NewContactRequest> = {}) => t.app.repos.contactRequests.create(request(overrides));
  const refusedAccounts = async () => {
    const client = await registerClient(t);
    const gone = await createStaff(t, 'staff');
    await updateAccount(t, gone.user.id, { active: false });
    return [client.user.id, gone.user.id, 99999];
  };

  it('Schedule e-mails the staff member put down to attend: what, when, where and the link, no notes', async () => {
    const { id } = await add();
    const res = await send('POST', `/api/contact/${id}/schedule`, { ...schedule, staffId: dana.user.id });
    expect(res.statusCode).toBe(201);
    const { appointment } = res.json() as ScheduleResult;
    expect(appointment).toMatchObject({ staffId: dana.user.id, staffName: 'Dana Lee' });

    const [notice, ...more] = await workNotices();
    expect(more).toEqual([]);
    expect(notice?.toAddress).toBe(dana.user.email);
    expect(notice?.subject).toBe(
      'Appointment for you: Tech Support for Dorothy Baker, Wednesday, July 15, 2099, 10:00 AM to 1:00 PM',
    );
    const text = notice?.textBody ?? '';
    expect(text).toContain('Hello Dana,');
    expect(text).toContain('Sam Rivera has put you down to attend this appointment.');
    expect(text).toContain('Where: 12 Palm Way, Dade City');
    expect(text).toContain(`http://localhost:3000/admin/appointments/${appointment.id}`);
    // Notes may hold a door code: they stay in the back office.
    expect(text).not.toContain('4321');
    expect(notice?.htmlBody).not.toContain('4321');
  });

  it('sends nothing to a staff member who puts themselves down, or when nobody is chosen', async () => {
    const { id } = await add();
    expect((await send('POST', `/api/contact/${id}/schedule`, { ...schedule, staffId: sam.user.id })).statusCode).toBe(
      201,
    );
    expect((await send('POST', `/api/contact/${id}/schedule`, schedule)).statusCode).toBe(201);
    expect(await workNotices()).toEqual([]);
  });

  it('refuses a client’s, a deactivated or an unknown account on Schedule, booking nothing', async () => {
    const { id } = await add();
    for (const staffId of await refusedAccounts()) {
      const res = await send('POST', `/api/contact/${id}/schedule`, { ...schedule, staffId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ staffId: SCHEDULE_MESSAGES.staff });
    }
    expect(await t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('New Appointment and Edit e-mail the newly chosen staff member once, and refuse a client’s id', async () => {
    const created = await send('POST', '/api/admin/appointments', { ...booking, staffId: String(dana.user.id) });
    expect(created.statusCode).toBe(201);
    const appointment = created.json() as StaffAppointment;
    let notices = await workNotices();
    expect(notices.map((n) => n.toAddress)).toEqual([dana.user.email]);
    expect(notices[0]?.textBody).toContain('What: Furniture Assembly, for Walter Green');
    expect(notices[0]?.textBody).not.toContain('9876');

    // Another change that keeps Dana sends her nothing more.
    expect(
      (await send('PATCH', `/api/admin/appointments/${appointment.id}`, { notes: 'Bring a drill' })).statusCode,
    ).toBe(200);
    expect(await workNotices()).toHaveLength(1);

    const bob = await createStaff(t, 'admin');
    await updateAccount(t, bob.user.id, { firstName: 'Bob', lastName: 'Stone' });
    const moved = await send('PATCH', `/api/admin/appointments/${appointment.id}`, { staffId: String(bob.user.id) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ staffId: bob.user.id, staffName: 'Bob Stone' });
    notices = await workNotices();
    expect(notices.map((n) => n.toAddress)).toEqual([dana.user.email, bob.user.email]);
    expect(notices[1]?.textBody).toContain('Hello Bob,');

    for (const staffId of await refusedAccounts()) {
      const res = await send('PATCH', `/api/admin/appointments/${appointment.id}`, { staffId });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ staffId: SCHEDULE_MESSAGES.staff });
      const refused = await send('POST', '/api/admin/appointments', { ...booking, staffId });
      expect(refused.statusCode).toBe(400);
    }
    expect((await t.app.repos.appointments.findById(appointment.id))?.staffId).toBe(bob.user.id);
    expect(await t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute()).toHaveLength(1);
    expect(await workNotices()).toHaveLength(2);
  });

  describe('the request’s assignee', () => {
    const assign = (id: number, assignedToId: unknown, cookie = sam.cookie) =>
      send('PUT', `/api/contact/${id}/assignee`, { assignedToId }, cookie);

    it('gives a new request to another staff member: assigned, in progress, both told by e-mail', async () => {
      const { id, trackingToken } = await add({ specificService: 'Video calls on a new tablet' });
      const res = await assign(id, String(dana.user.id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        assignedToId: dana.user.id,
        assignedToName: 'Dana Lee',
        status: 'in-progress',
      } satisfies Partial<AdminContact>);

      const mails = await outbox();
      expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
        ['contact-status', 'dorothy@example.com'],
        ['staff-work-given', dana.user.email],
      ]);
      const notice = mails[1];
      expect(notice?.subject).toBe('Request for you: Home & Tech Support from Dorothy Baker');
      const text = notice?.textBody ?? '';
      expect(text).toContain('Hello Dana,');
      expect(text).toContain('Sam Rivera has asked you to handle this request.');
      expect(text).toContain('What: Home & Tech Support (Video calls on a new tablet), for Dorothy Baker');
      expect(text).toContain('When: Wednesday, July 15, 2099 at 10:00 AM (the day they asked for)');
      expect(text).toContain('Where: 12 Palm Way, Dade City');
      expect(text).toContain(`http://localhost:3000/admin/contacts/${id}`);
      expect(text).not.toContain(trackingToken);

      const [event] = await t.app.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'contact.assigned')
        .orderBy('id')
        .execute();
      expect(event?.summary).toBe(
        `Sam Rivera gave request ${trackingToken} from Dorothy Baker to Dana Lee (New → In Progress)`,
      );
    });

    it('sends nothing when the same person is chosen again or someone takes it themselves, and can clear it', async () => {
      const { id } = await add();
      await assign(id, dana.user.id);
      expect((await assign(id, dana.user.id)).statusCode).toBe(200);
      expect(await workNotices()).toHaveLength(1);

      const mine = await assign(id, sam.user.id);
      expect(mine.json()).toMatchObject({ assignedToId: sam.user.id, status: 'in-progress' });
      expect(await workNotices()).toHaveLength(1);

      const cleared = await assign(id, '');
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ assignedToId: null, assignedToName: null, status: 'in-progress' });
      expect(await workNotices()).toHaveLength(1);
    });

    it('keeps the status of a request already handled, and an admin may give it too', async () => {
      const { id } = await add();
      await t.app.repos.contactRequests.updateForStaff(id, { status: 'completed' });
      const admin = await createStaff(t, 'admin');
      const res = await assign(id, dana.user.id, admin.cookie);
      expect(res.json()).toMatchObject({ assignedToId: dana.user.id, status: 'completed' });
      expect((await outbox()).map((m) => m.kind)).toEqual(['staff-work-given']);
    });

    it('refuses a client’s, a deactivated, an unknown or a missing account and changes nothing', async () => {
      const { id } = await add();
      for (const assignedToId of [...(await refusedAccounts()), undefined, 'someone', -1]) {
        const res = await assign(id, assignedToId);
        expect(res.statusCode, String(assignedToId)).toBe(400);
        expect(res.json().fields).toEqual({ assignedToId: SCHEDULE_MESSAGES.staff });
      }
      expect(await t.app.repos.contactRequests.findForStaff(id)).toMatchObject({
        assignedToId: null,
        status: 'new',
        updatedAt: null,
      });
      expect(await outbox()).toEqual([]);
      expect((await assign(99999, dana.user.id)).statusCode).toBe(404);
    });
  });
});
