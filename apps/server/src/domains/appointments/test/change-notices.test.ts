import type { StaffAppointment } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../../../../test/helper.js';

/** A change notice's subject says what changed: the place, the time, or both. 2099-07-15 is a Wednesday. */
describe.each(engines)('change notices on %s', (engine) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let appointment: StaffAppointment;
  beforeEach(async () => {
    t = await buildTestApp(engine);
    staff = await createStaff(t);
    appointment = await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Walter Green',
      clientEmail: 'walter@example.com',
      serviceTypeId: 2,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '12:00',
      location: '12 Palm Way, Dade City',
    });
  });
  afterEach(() => t.close());

  const change = async (payload: object) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/appointments/${appointment.id}`,
      payload,
      headers: cookieHeader(t, staff.cookie),
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.app.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'appointment-changed')
      .orderBy('id', 'desc')
      .execute();
    return mails[0];
  };

  it('names a new place alone, with the time it keeps', async () => {
    const mail = await change({ location: '3 Lake Dr, Zephyrhills' });
    expect(mail?.subject).toBe(
      'New place for your Tech Support appointment on Wednesday, July 15, 2099, 10:00 AM to 12:00 PM',
    );
    expect(mail?.textBody).toContain('is now at a new place.');
    expect(mail?.textBody).toContain('Place: 3 Lake Dr, Zephyrhills');
    expect(mail?.textBody).toContain('If the new place does not suit you');
  });

  it('names a new time alone', async () => {
    const mail = await change({ startTime: '13:00', endTime: '15:00' });
    expect(mail?.subject).toBe(
      'New time for your Tech Support appointment: Wednesday, July 15, 2099, 1:00 PM to 3:00 PM',
    );
    expect(mail?.textBody).toContain('If the new time does not suit you');
  });

  it('names both when both changed', async () => {
    const mail = await change({ appointmentDate: '2099-07-16', location: '3 Lake Dr, Zephyrhills' });
    expect(mail?.subject).toBe(
      'New time and place for your Tech Support appointment: Thursday, July 16, 2099, 10:00 AM to 12:00 PM',
    );
  });
});
