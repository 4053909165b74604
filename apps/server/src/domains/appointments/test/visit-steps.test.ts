import {
  AUTH_MESSAGES,
  CIRCLE_MESSAGES,
  VISIT_PROGRESS_MESSAGES as M,
  type ClientAppointment,
  type Dashboard,
  type StaffAppointment,
} from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewAppointment } from '../appointments-repository.js';
import { sendLateAlerts } from '../visit-late-alerts.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { inOwnTransaction } from '../../../../test/support/repository-transactions.js';
import { jobContextOf } from '../../../../test/support/jobs.js';

/** 10:00 in New York (EDT) on 14 July 2099: the appointments below are on that day. */
const NOW = new Date('2099-07-14T14:00:00Z');
const TODAY = '2099-07-14';
/** An instant on that day, New York wall-clock time (EDT, UTC-4). */
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00-04:00`);

describe.each(engines)('visit progress on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    // Only Date is faked: timers and I/O run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const stepMail = async () => (await outbox()).filter((m) => m.kind.startsWith('visit-step-'));
  const events = (type: string) =>
    t.app.db.selectFrom('events').selectAll().where('type', '=', type).orderBy('id').execute();

  const tap = (id: number, step: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/progress`,
      headers: cookieHeader(t, cookie),
      payload: { step },
    });

  /** A client Mary Smith with an account, Maria (staff) assigned to her visit today at 9:00. */
  async function setUp(overrides: Partial<NewAppointment> = {}) {
    const client = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const maria = await createStaff(t, 'staff');
    await t.app.db
      .updateTable('users')
      .set({ firstName: 'Maria', lastName: 'Lopez' })
      .where('id', '=', maria.user.id)
      .execute();
    const other = await createStaff(t, 'staff');
    const admin = await createStaff(t, 'admin');
    const appointment = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Mary Smith',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: TODAY,
      startTime: '09:00',
      endTime: '11:00',
      status: 'confirmed',
      notes: 'The key is under the blue pot',
      location: '12 Palm Way',
      ...overrides,
    });
    return { client, maria, other, admin, appointment };
  }

  /** A trusted contact's own account and their row in the client's circle. */
  async function trustedContact(
    clientId: number,
    row: { rights: string; visitNotices: string; status?: 'invited' | 'active' | 'removed' },
    language: 'en' | 'es' = 'en',
  ) {
    const contact = await registerClient(t, { firstName: 'Paul', lastName: 'Smith' });
    await t.app.db.updateTable('users').set({ language }).where('id', '=', contact.user.id).execute();
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId,
        contactUserId: row.status === 'invited' ? null : contact.user.id,
        name: 'Paul Smith',
        email: contact.body.email,
        rights: row.rights,
        visitNotices: row.visitNotices,
        status: row.status ?? 'active',
        createdAt: new Date().toISOString(),
      })
      .execute();
    return contact;
  }

  it('lets the assigned staff member and admins tap, and no one else', async () => {
    const { client, maria, other, admin, appointment } = await setUp();
    const refused = await tap(appointment.id, 'on_my_way', other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYours);
    expect((await tap(appointment.id, 'on_my_way', client.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${appointment.id}/progress`,
      payload: { step: 'on_my_way' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.repos.appointments.findById(appointment.id))?.onMyWayAt).toBeNull();

    const mine = await tap(appointment.id, 'on_my_way', maria.cookie);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as StaffAppointment).onMyWayAt).toBe(NOW.toISOString());
    // An admin taps for the staff member (a phone left at the office, say).
    expect((await tap(appointment.id, 'arrived', admin.cookie)).statusCode).toBe(200);
    expect((await tap(999999, 'arrived', admin.cookie)).statusCode).toBe(404);
  });

  it('moves only forward: arrived may come first, the same step again changes nothing, done completes', async () => {
    const { maria, appointment } = await setUp();
    const early = await tap(appointment.id, 'done', maria.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.arriveFirst);

    vi.setSystemTime(at('09:05'));
    const arrived = await tap(appointment.id, 'arrived', maria.cookie);
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({
      arrivedAt: at('09:05').toISOString(),
      onMyWayAt: null,
      status: 'in-progress',
    });

    vi.setSystemTime(at('09:06'));
    const again = await tap(appointment.id, 'arrived', maria.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().arrivedAt).toBe(at('09:05').toISOString());

    const back = await tap(appointment.id, 'on_my_way', maria.cookie);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(M.backwards);

    vi.setSystemTime(at('10:20'));
    const done = await tap(appointment.id, 'done', maria.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ doneAt: at('10:20').toISOString(), status: 'completed' });
    expect((await tap(appointment.id, 'done', maria.cookie)).statusCode).toBe(200);
    const afterDone = await tap(appointment.id, 'arrived', maria.cookie);
    expect(afterDone.statusCode).toBe(409);
    expect(afterDone.json().message).toBe(M.completed);

    // Each step recorded once, in the activity feed, with the status it moved.
    const recorded = await events('appointment.progress');
    expect(recorded.map((e) => e.summary)).toEqual([
      `Maria Lopez arrived at the visit of Mary Smith on ${TODAY} at 09:00 (status Confirmed → In Progress)`,
      `Maria Lopez finished the visit of Mary Smith on ${TODAY} at 09:00 (status In Progress → Completed)`,
    ]);

    const bad = await tap(appointment.id, 'teleported', maria.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.stepRequired);
  });

  it('refuses a cancelled or already completed appointment', async () => {
    const { maria, appointment } = await setUp({ status: 'cancelled' });
    const cancelled = await tap(appointment.id, 'on_my_way', maria.cookie);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(M.cancelled);
    const completed = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: TODAY,
      startTime: '13:00',
      endTime: '14:00',
      status: 'completed',
    });
    const refused = await tap(completed.id, 'arrived', maria.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.completed);
  });

  it('e-mails the client the steps they chose, and the trusted contacts with the right who chose them, each in their language', async () => {
    const { client, maria, appointment } = await setUp();
    const spanish = await trustedContact(
      client.user.id,
      { rights: 'requests,appointments', visitNotices: 'on_my_way,arrived' },
      'es',
    );
    await trustedContact(client.user.id, { rights: 'requests,reports', visitNotices: 'on_my_way,arrived,done' });
    await trustedContact(client.user.id, {
      rights: 'appointments',
      visitNotices: 'on_my_way,arrived,done',
      status: 'removed',
    });
    await trustedContact(client.user.id, {
      rights: 'appointments',
      visitNotices: 'on_my_way,arrived,done',
      status: 'invited',
    });
    const quiet = await trustedContact(client.user.id, { rights: 'appointments', visitNotices: 'done' });

    await tap(appointment.id, 'on_my_way', maria.cookie);
    let mail = await stepMail();
    expect(mail.map((m) => m.toAddress)).toEqual([client.body.email, spanish.body.email]);
    const [toClient, toContact] = mail;
    expect(toClient?.subject).toBe('Maria is on the way — Home Assistance visit, about 9:00 AM');
    expect(toClient?.textBody).toContain(
      'Maria is on the way to you for your Home Assistance visit, planned for about 9:00 AM.',
    );
    expect(toContact?.subject).toMatch(/^Maria va en camino — visita de .+, hacia las 9:00/);
    expect(toContact?.textBody).toContain('Maria va en camino a ver a Mary Smith');
    for (const m of mail) {
      // First name only; never the notes, the place or the surname.
      expect(`${m.subject}\n${m.textBody}\n${m.htmlBody}`).not.toMatch(/blue pot|Palm Way|Lopez/);
    }

    // The client's default is On my way and Done: nothing to them on arrival.
    await tap(appointment.id, 'arrived', maria.cookie);
    mail = (await stepMail()).slice(2);
    expect(mail.map((m) => m.toAddress)).toEqual([spanish.body.email]);
    expect(mail[0]?.subject).toBe('Maria ha llegado — visita de Ayuda en casa');

    // Done: the client's own e-mail is the feedback request, which says the visit is finished
    // (docs/feedback.md); the contact who chose Done gets theirs.
    await tap(appointment.id, 'done', maria.cookie);
    mail = (await stepMail()).slice(3);
    expect(mail.map((m) => m.toAddress)).toEqual([quiet.body.email]);
    expect(mail[0]?.textBody).toContain('Maria has finished the Home Assistance visit of Mary Smith. Thank you!');
    const asked = (await outbox()).filter((m) => m.kind === 'feedback-request');
    expect(asked.map((m) => m.toAddress)).toEqual([client.body.email]);
    expect(asked[0]?.textBody).toContain('Maria finished your Home Assistance visit on Tuesday, July 14.');
    // The same step again sends nothing more.
    await tap(appointment.id, 'done', maria.cookie);
    expect(await stepMail()).toHaveLength(4);
    expect((await outbox()).filter((m) => m.kind === 'feedback-request')).toHaveLength(1);
  });

  it('sends no step e-mail for an appointment that belongs to no account', async () => {
    const { maria, appointment } = await setUp({ clientId: null, clientEmail: 'walk-in@example.com' });
    expect((await tap(appointment.id, 'on_my_way', maria.cookie)).statusCode).toBe(200);
    expect(await stepMail()).toEqual([]);
  });

  it("shows the progress in the client's own answer", async () => {
    const { client, maria, appointment } = await setUp();
    vi.setSystemTime(at('09:02'));
    await tap(appointment.id, 'on_my_way', maria.cookie);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/appointments', headers: cookieHeader(t, client.cookie) })
    ).json() as ClientAppointment[];
    expect(list[0]).toMatchObject({
      id: appointment.id,
      staffFirstName: 'Maria',
      onMyWayAt: at('09:02').toISOString(),
      arrivedAt: null,
      doneAt: null,
    });
  });

  it("keeps the client's own choice of step e-mails, for the account holder only", async () => {
    const { client, maria, appointment } = await setUp();
    const call = (method: 'GET' | 'PUT', cookie: string, payload?: object) =>
      t.app.inject({ method, url: '/api/user/visit-notices', headers: cookieHeader(t, cookie), payload });

    expect((await call('GET', client.cookie)).json()).toEqual({ visitNotices: ['on_my_way', 'done'] });
    const saved = await call('PUT', client.cookie, { visitNotices: ['arrived', 'arrived'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ visitNotices: ['arrived'] });
    expect((await call('GET', client.cookie)).json()).toEqual({ visitNotices: ['arrived'] });
    expect((await call('PUT', client.cookie, { visitNotices: ['soon'] })).statusCode).toBe(400);
    expect((await call('PUT', maria.cookie, { visitNotices: [] })).statusCode).toBe(403);

    await tap(appointment.id, 'on_my_way', maria.cookie);
    expect(await stepMail()).toEqual([]);
    await tap(appointment.id, 'arrived', maria.cookie);
    expect((await stepMail()).map((m) => [m.toAddress, m.kind])).toEqual([[client.body.email, 'visit-step-arrived']]);

    // A trusted contact helping with the account cannot change the client's own choice.
    const helper = await trustedContact(client.user.id, { rights: 'appointments,act', visitNotices: '' });
    await t.app.db
      .updateTable('sessions')
      .set({ actingForId: client.user.id })
      .where('userId', '=', helper.user.id)
      .execute();
    const asHelper = await call('PUT', helper.cookie, { visitNotices: ['on_my_way', 'arrived', 'done'] });
    expect(asHelper.statusCode).toBe(403);
    expect(asHelper.json().message).toBe(CIRCLE_MESSAGES.ownerOnly);
    expect((await call('GET', client.cookie)).json()).toEqual({ visitNotices: ['arrived'] });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/visit-notices' });
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notSignedIn);
  });

  it('alerts the office once, only after 30 minutes, and lists the visit on the dashboard', async () => {
    const { maria, admin, appointment } = await setUp({ startTime: '09:20', endTime: '10:20' });
    const second = await createStaff(t, 'admin');
    const unassigned = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: 2,
      staffId: null,
      appointmentDate: TODAY,
      startTime: '09:30',
      endTime: '10:30',
      notes: 'Gate code 4321',
    });
    const arrived = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'June Park',
      clientEmail: 'june@example.com',
      serviceTypeId: 1,
      staffId: maria.user.id,
      appointmentDate: TODAY,
      startTime: '09:00',
      endTime: '10:00',
    });
    vi.setSystemTime(at('09:10'));
    await tap(arrived.id, 'arrived', maria.cookie);
    vi.setSystemTime(at('09:25'));
    await tap(appointment.id, 'on_my_way', maria.cookie);
    for (const status of ['cancelled', 'completed'] as const) {
      await t.app.repos.appointments.create({
        clientId: null,
        clientName: `Not due ${status}`,
        clientEmail: 'other@example.com',
        serviceTypeId: 1,
        staffId: null,
        appointmentDate: TODAY,
        startTime: '08:00',
        endTime: '09:00',
        status,
      });
    }
    await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Tomorrow Person',
      clientEmail: 'other@example.com',
      serviceTypeId: 1,
      staffId: null,
      appointmentDate: '2099-07-15',
      startTime: '08:00',
      endTime: '09:00',
    });
    const ctx = jobContextOf(t.app);
    const alerts = async () => (await outbox()).filter((m) => m.kind === 'staff-visit-not-started');

    expect(await sendLateAlerts(ctx, at('09:49'))).toEqual([]);
    expect(await sendLateAlerts(ctx, at('09:50'))).toEqual([appointment.id]);
    expect((await alerts()).map((m) => m.toAddress).sort()).toEqual([admin.user.email, second.user.email].sort());
    expect((await alerts())[0]?.subject).toBe('Not started: 9:20 AM Home Assistance for Mary Smith');
    expect((await alerts())[0]?.textBody).toContain('Maria Lopez is assigned, on the way since 9:25 AM.');
    // Once: the next minute's run sends nothing more for it.
    expect(await sendLateAlerts(ctx, at('09:51'))).toEqual([]);
    expect(await sendLateAlerts(ctx, at('10:00'))).toEqual([unassigned.id]);
    const [walter] = (await alerts()).slice(2);
    expect(walter?.textBody).toContain('No one is assigned to it.');
    for (const m of await alerts()) expect(`${m.textBody}\n${m.htmlBody}`).not.toMatch(/blue pot|Gate code|Palm Way/);
    expect(await alerts()).toHaveLength(4);
    expect((await events('appointment.late-alert')).map((e) => e.subjectId)).toEqual([appointment.id, unassigned.id]);

    // The dashboard at 10:00 lists both, earliest first, with who is on the way.
    vi.setSystemTime(at('10:00'));
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookieHeader(t, admin.cookie) })
    ).json() as Dashboard;
    expect(dashboard.lateVisits).toEqual([
      {
        appointmentId: appointment.id,
        date: TODAY,
        startTime: '09:20',
        serviceName: 'Home Assistance',
        clientName: 'Mary Smith',
        staffFirstName: 'Maria',
        onMyWayAt: at('09:25').toISOString(),
        lateAlertAt: at('09:50').toISOString(),
      },
      expect.objectContaining({ appointmentId: unassigned.id, staffFirstName: null, onMyWayAt: null }),
    ]);
    // Arriving takes it off the list.
    await tap(appointment.id, 'arrived', maria.cookie);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookieHeader(t, admin.cookie) })
    ).json() as Dashboard;
    expect(after.lateVisits?.map((v) => v.appointmentId)).toEqual([unassigned.id]);
  });

  it('gives a late-alert claim back when the e-mail cannot be written', async () => {
    const { appointment } = await setUp();
    await createStaff(t, 'admin');
    const ctx = jobContextOf(t.app, ['office@example.com']);
    vi.spyOn(t.app.log, 'error').mockImplementation(() => undefined);
    vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('disk full'));
    expect(await sendLateAlerts(ctx, at('09:45'))).toEqual([]);
    expect((await t.app.repos.appointments.findById(appointment.id))?.lateAlertAt).toBeNull();
    vi.mocked(t.app.mailer.send).mockRestore();
    expect(await sendLateAlerts(ctx, at('09:46'))).toEqual([appointment.id]);
    const sent = (await outbox()).filter((m) => m.kind === 'staff-visit-not-started');
    expect(sent.map((m) => m.toAddress)).toEqual(['office@example.com']);
  });

  it('a home-watch visit records Arrived and Done from its own start and finish, with no step e-mail', async () => {
    const { client, maria } = await setUp();
    const property = await t.app.repos.properties.create(
      client.user.id,
      {
        label: null,
        addressLine: '12 Gulf Shore Blvd',
        city: 'Naples',
        zip: '34102',
        county: 'Collier',
        awayFrom: null,
        awayUntil: null,
        alarmCompany: null,
        emergencyContacts: null,
        preferredVendors: null,
      },
      null,
    );
    const visitId = await inOwnTransaction(t.app, (repos) =>
      repos.visits.create({
        propertyId: property.id,
        date: TODAY,
        startTime: '08:00',
        endTime: '09:00',
        staffId: maria.user.id,
        kind: 'routine',
      }),
    );
    const visit = await t.app.repos.visits.summary(visitId);
    if (!visit) throw new Error('no visit');
    // Not on the office's late list: home-watch visits have their own overdue list.
    expect(await sendLateAlerts(jobContextOf(t.app), at('09:45'))).not.toContain(visit.appointmentId);

    const refused = await tap(visit.appointmentId, 'arrived', maria.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.homeWatch);

    await t.app.inject({
      method: 'POST',
      url: `/api/admin/visits/${visitId}/start`,
      headers: cookieHeader(t, maria.cookie),
    });
    const started = await t.app.repos.appointments.findById(visit.appointmentId);
    expect(started).toMatchObject({ status: 'in-progress', arrivedAt: NOW.toISOString(), doneAt: null });
    // Time out (the checklist's answers are the visit screen's own tests).
    expect(
      await inOwnTransaction(t.app, (repos) =>
        repos.visitRun.finish(visit, { result: 'all-clear', summary: null }, new Date()),
      ),
    ).toBe(true);
    expect(await t.app.repos.appointments.findById(visit.appointmentId)).toMatchObject({
      status: 'completed',
      arrivedAt: NOW.toISOString(),
      doneAt: NOW.toISOString(),
    });
    expect(await stepMail()).toEqual([]);
  });
});

describe.each(engines)("the account page's 'E-mail me when' without JavaScript on %s", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(() => t.close());

  /** The browser's post of the ticked boxes (one `visitNotices` field per box). */
  const post = (url: string, steps: string[], cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        ...(cookie ? cookieHeader(t, cookie) : {}),
      },
      payload: new URLSearchParams(steps.map((step): [string, string] => ['visitNotices', step])).toString(),
    });
  const stored = async (id: number) =>
    (await t.app.db.selectFrom('users').select('visitNotices').where('id', '=', id).executeTakeFirstOrThrow())
      .visitNotices;

  it('saves the ticked boxes and goes back to the account page, in the page language', async () => {
    const client = await registerClient(t);
    const saved = await post('/profile/visit-notices', ['arrived', 'done'], client.cookie);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/profile?notices=saved');
    expect(await stored(client.user.id)).toBe('arrived,done');

    const none = await post('/es/profile/visit-notices', [], client.cookie);
    expect(none.headers.location).toBe('/es/profile?notices=saved');
    expect(await stored(client.user.id)).toBe('');

    const wrong = await post('/profile/visit-notices', ['teleported'], client.cookie);
    expect(wrong.headers.location).toBe('/profile?notices=failed');
    expect(await stored(client.user.id)).toBe('');

    const staff = await createStaff(t, 'staff');
    expect((await post('/profile/visit-notices', ['done'], staff.cookie)).headers.location).toBe(
      '/profile?notices=failed',
    );
    const signedOut = await post('/profile/visit-notices', ['done']);
    expect(signedOut.headers.location).toBe('/auth?next=%2Fprofile');
  });
});
