import { addDaysToDate, SKIPPED_TIME_MESSAGE } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';

/** New York springs forward at 2:00 am on the second Sunday of March; one two years on is never in the past. */
function nextSpringForward(): string {
  const year = new Date().getUTCFullYear() + 2;
  const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  return `${year}-03-${String(1 + ((7 - firstOfMarch) % 7) + 7).padStart(2, '0')}`;
}
const GAP_DAY = nextSpringForward();
/** Refused by the form's schema (`validation_failed`), or by the service once the time is read (`skipped_time`). */
const refused = (field: string, code = 'validation_failed') => ({
  code,
  message: SKIPPED_TIME_MESSAGE,
  fields: { [field]: SKIPPED_TIME_MESSAGE },
});

describe.each(engines)('a time the clocks skip, on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
    t.app.inject({ method, url, payload, headers: cookie ? cookieHeader(t, cookie) : {} });
  const count = async (table: 'appointments' | 'contactRequests') =>
    (await t.app.db.selectFrom(table).select('id').execute()).length;

  it('is refused on the appointment page’s preferred time, and nothing is stored', async () => {
    const res = await call('POST', '/api/contact', {
      name: 'Dolores Muñoz',
      email: 'dolores@example.com',
      phone: '(352) 555-0199',
      serviceTypeId: 1,
      message: 'Please help me set up my new tablet.',
      preferredDate: GAP_DAY,
      preferredTime: '02:30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('preferredTime'));
    expect(await count('contactRequests')).toBe(0);
  });

  it('is refused when staff book, schedule from a request, or move an appointment into it', async () => {
    const booking = {
      clientName: 'Dolores Muñoz',
      clientEmail: 'dolores@example.com',
      serviceTypeId: '4',
      appointmentDate: GAP_DAY,
      startTime: '02:15',
      endTime: '04:00',
      // Those hours are outside opening hours too: confirmed, so the skipped hour is what is refused.
      outsideHoursConfirmed: true,
    };
    const create = await call('POST', '/api/admin/appointments', booking, staff.cookie);
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual(refused('startTime'));
    expect(await count('appointments')).toBe(0);

    const sent = await call('POST', '/api/contact', {
      firstName: 'Dolores',
      lastName: 'Muñoz',
      email: 'dolores@example.com',
      phone: '(352) 555-0199',
      serviceInterest: 'Home & Tech Support',
      message: 'Please help me set up my new tablet.',
      consentGiven: true,
    });
    const { id: requestId } = sent.json() as { id: number };
    const schedule = await call(
      'POST',
      `/api/contact/${requestId}/schedule`,
      { appointmentDate: GAP_DAY, startTime: '01:00', endTime: '02:59', serviceTypeId: 2, outsideHoursConfirmed: true },
      staff.cookie,
    );
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json()).toEqual(refused('endTime'));
    expect(await count('appointments')).toBe(0);

    // An appointment the day before, at 2:30 am: moving only its date onto that day is refused,
    // as is moving only its start into the hour on an appointment already on that day.
    const created = await call(
      'POST',
      '/api/admin/appointments',
      { ...booking, appointmentDate: addDaysToDate(GAP_DAY, -1), startTime: '02:30' },
      staff.cookie,
    );
    expect(created.statusCode).toBe(201);
    const { id, appointmentDate } = created.json() as { id: number; appointmentDate: string };
    const moved = await call(
      'PATCH',
      `/api/admin/appointments/${id}`,
      { appointmentDate: GAP_DAY, outsideHoursConfirmed: true },
      staff.cookie,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual(refused('startTime', 'skipped_time'));

    const onTheDay = await call(
      'PATCH',
      `/api/admin/appointments/${id}`,
      { appointmentDate: GAP_DAY, startTime: '03:00', outsideHoursConfirmed: true },
      staff.cookie,
    );
    expect(onTheDay.statusCode).toBe(200);
    const lone = await call('PATCH', `/api/admin/appointments/${id}`, { startTime: '02:45' }, staff.cookie);
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toEqual(refused('startTime', 'skipped_time'));
    const row = await t.app.repos.appointments.findById(id);
    expect(row).toMatchObject({ appointmentDate: GAP_DAY, startTime: '03:00' });
    expect(appointmentDate).not.toBe(GAP_DAY);
  });
});
