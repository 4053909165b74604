import { APPOINTMENT_REFERENCE_MESSAGE, type ClientAppointment } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewAppointment } from '../appointments-repository.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';

const rescheduleRequest = {
  name: 'Dorothy Baker',
  email: 'dorothy@example.com',
  phone: '(352) 555-0199',
  serviceTypeId: 1,
  message: 'I would like to move my upcoming appointment to a new date or time.',
};

/** A client's appointment card (who is coming) and the reschedule request it opens. */
describe.each(engines)('client appointments and reschedule requests on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const appointment = (clientId: number | null, overrides: Partial<NewAppointment> = {}) =>
    t.app.repos.appointments.create({
      clientId,
      clientName: 'Dorothy Baker',
      clientEmail: 'dorothy@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      ...overrides,
    });
  const submit = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: as(cookie) });
  const requestCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('contactRequests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("tells a client who is coming by first name only, never the staff member's surname or e-mail", async () => {
    const client = await registerClient(t);
    const staff = await createStaff(t);
    const assigned = await appointment(client.user.id, { staffId: staff.user.id });
    const unassigned = await appointment(client.user.id, { appointmentDate: '2099-07-16' });

    const res = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: as(client.cookie) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as ClientAppointment[];
    expect(list.find((a) => a.id === assigned.id)?.staffFirstName).toBe('Sam');
    expect(list.find((a) => a.id === unassigned.id)?.staffFirstName).toBeNull();
    expect(res.body).not.toContain(staff.user.lastName);
    expect(res.body).not.toContain(staff.user.email);
    expect(res.body).not.toContain('staffId');
    expect(res.body).not.toContain('staffName');
  });

  it('names the client’s own appointment at the top of a reschedule request, for staff to see', async () => {
    const client = await registerClient(t);
    const own = await appointment(client.user.id);
    const res = await submit({ ...rescheduleRequest, appointmentId: String(own.id) }, client.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const reference = `About appointment #${own.id}: Home Assistance, Wednesday, July 15, 2099, 10:00 AM to 1:00 PM.`;
    expect(res.json().message).toBe(`${reference}\n\n${rescheduleRequest.message}`);

    const staff = await createStaff(t);
    const seen = await t.app.inject({ method: 'GET', url: `/api/contact/${res.json().id}`, headers: as(staff.cookie) });
    expect(seen.json().message).toContain(reference);
  });

  it("refuses another client's appointment, or one that does not exist, the same way, and stores nothing", async () => {
    const client = await registerClient(t);
    const other = await registerClient(t);
    const theirs = await appointment(other.user.id);
    for (const appointmentId of [theirs.id, theirs.id + 1000]) {
      const res = await submit({ ...rescheduleRequest, appointmentId }, client.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'appointment_reference',
        message: APPOINTMENT_REFERENCE_MESSAGE,
        fields: { appointmentId: APPOINTMENT_REFERENCE_MESSAGE },
      });
    }
    for (const appointmentId of ['abc', -3, 0, 1.5]) {
      const res = await submit({ ...rescheduleRequest, appointmentId }, client.cookie);
      expect(res.statusCode, String(appointmentId)).toBe(400);
      expect(res.body).toContain(APPOINTMENT_REFERENCE_MESSAGE);
    }
    expect(await requestCount()).toBe(0);
  });

  it('keeps the number as given when the sender is signed out, and says it was not checked', async () => {
    const res = await submit({ ...rescheduleRequest, appointmentId: 12 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      `About appointment #12 (sent while signed out, so not checked).\n\n${rescheduleRequest.message}`,
    );
  });

  it('leaves a request without an appointment as it was', async () => {
    const res = await submit({ ...rescheduleRequest, appointmentId: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(rescheduleRequest.message);
  });
});
