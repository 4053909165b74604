import { OUTSIDE_HOURS_MESSAGE, type StaffAppointment, OPENING_HOURS_TEXT } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';
import { requestRow } from '../../../../test/support/contact-requests.js';

/**
 * Scheduling outside opening hours (a Sunday, 9 pm) needs a confirmation, which the server checks:
 * without it the call is refused with a 400 on `outsideHoursConfirmed` and nothing is stored.
 * 2099-07-15 is a Wednesday, 2099-07-18 a Saturday, 2099-07-19 a Sunday.
 */
const booking = {
  clientName: 'Walter Green',
  clientEmail: 'walter@example.com',
  serviceTypeId: '4',
  appointmentDate: '2099-07-19',
  startTime: '10:00',
  endTime: '12:00',
};
const schedule = { appointmentDate: '2099-07-15', startTime: '21:00', endTime: '22:00', serviceTypeId: 2 };

describe.each(engines)('booking outside opening hours on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
  });
  afterEach(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: cookieHeader(t, staff.cookie) });
  const appointments = () => t.app.db.selectFrom('appointments').selectAll().orderBy('id').execute();
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  // A new booking is refused by its form's schema; an edit by the service, which reads the stored
  // times and names the opening hours as the message's value.
  const expectRefused = (res: Awaited<ReturnType<typeof send>>, by: 'schema' | 'service' = 'schema') => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...(by === 'schema'
        ? { code: 'validation_failed' }
        : { code: 'outside_hours', params: { hours: OPENING_HOURS_TEXT } }),
      message: OUTSIDE_HOURS_MESSAGE,
      fields: { outsideHoursConfirmed: OUTSIDE_HOURS_MESSAGE },
    });
  };
  const newRequest = () => t.app.repos.contactRequests.create(requestRow({ message: 'Please set up my tablet.' }));

  it('Schedule at 9 pm is refused without the confirmation, and booked with it', async () => {
    const { id } = await newRequest();
    expectRefused(await send('POST', `/api/contact/${id}/schedule`, schedule));
    expectRefused(await send('POST', `/api/contact/${id}/schedule`, { ...schedule, outsideHoursConfirmed: false }));
    expect(await appointments()).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect((await t.app.repos.contactRequests.findForStaff(id))?.status).toBe('new');

    const booked = await send('POST', `/api/contact/${id}/schedule`, { ...schedule, outsideHoursConfirmed: true });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().appointment).toMatchObject({ appointmentDate: '2099-07-15', startTime: '21:00' });
  });

  it('New Appointment on a Sunday or past Saturday closing is refused without it; within hours it is not asked', async () => {
    expectRefused(await send('POST', '/api/admin/appointments', booking));
    expectRefused(
      await send('POST', '/api/admin/appointments', {
        ...booking,
        appointmentDate: '2099-07-18',
        startTime: '13:00',
        endTime: '16:00',
      }),
    );
    expect(await appointments()).toEqual([]);

    expect(
      (await send('POST', '/api/admin/appointments', { ...booking, outsideHoursConfirmed: true })).statusCode,
    ).toBe(201);
    const saturday = { ...booking, appointmentDate: '2099-07-18', startTime: '09:00', endTime: '15:00' };
    expect((await send('POST', '/api/admin/appointments', saturday)).statusCode).toBe(201);
    expect(await appointments()).toHaveLength(2);
  });

  it('Edit asks when the date or time moves outside opening hours, not for other changes', async () => {
    const created = await send('POST', '/api/admin/appointments', { ...booking, appointmentDate: '2099-07-15' });
    // The stored record: the answer also carries the availability warnings, which are worked out, not stored.
    const { availabilityWarnings: _warnings, ...appointment } = created.json() as StaffAppointment & {
      availabilityWarnings?: string[];
    };
    const url = `/api/admin/appointments/${appointment.id}`;

    expectRefused(await send('PATCH', url, { appointmentDate: '2099-07-19' }), 'service');
    expectRefused(await send('PATCH', url, { startTime: '19:00', endTime: '20:00' }), 'service');
    expectRefused(await send('PATCH', url, { endTime: '18:30' }), 'service');
    expect(await t.app.repos.appointments.findById(appointment.id)).toMatchObject(appointment);

    const moved = await send('PATCH', url, { appointmentDate: '2099-07-19', outsideHoursConfirmed: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ appointmentDate: '2099-07-19' });
    // Already on a Sunday: a new note or status does not ask again.
    expect((await send('PATCH', url, { notes: 'Ring twice' })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/appointments/${appointment.id}`,
          payload: { status: 'confirmed' },
          headers: cookieHeader(t, staff.cookie),
        })
      ).statusCode,
    ).toBe(200);
    // The confirmation alone changes nothing and is not a change.
    expect((await send('PATCH', url, { outsideHoursConfirmed: true })).statusCode).toBe(400);
  });
});
