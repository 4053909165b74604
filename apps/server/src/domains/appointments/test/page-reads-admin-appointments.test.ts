import type { AvailabilityDaysAnswer } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

// The back office's calendar is rendered with what the browser would read from the API for the dates
// in its address: the day's or week's appointments, the summary cards and who works, with the staff
// guard and the queries' checks. 2099-07-13 is a Monday.
describe.each(engines)('the calendar reads its data as the API answers it on %s', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let client: Record<string, string>;
  let maria: Awaited<ReturnType<typeof createStaff>>;

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    staff = cookieHeader(t, (await createStaff(t, 'staff')).cookie);
    admin = cookieHeader(t, (await createStaff(t, 'admin')).cookie);
    client = cookieHeader(t, (await registerClient(t)).cookie);
    maria = await createStaff(t);
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId: maria.user.id, weekday, starts: '08:00', ends: '16:00' })))
      .execute();
    for (const [date, start, end] of [
      ['2099-07-13', '10:00', '11:00'],
      ['2099-07-13', '17:00', '18:00'],
      ['2099-07-15', '09:00', '12:00'],
    ] as const) {
      await t.app.repos.appointments.create({
        clientId: null,
        clientName: 'Walter Green',
        clientEmail: 'walter@example.com',
        serviceTypeId: 1,
        staffId: maria.user.id,
        appointmentDate: date,
        startTime: start,
        endTime: end,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** Each path read as staff and as an admin, with the status both get; then refused signed out and to a client. */
  async function readAsStaffOnly(path: string, status = 200) {
    expect((await expectPageReadAsApi(t, path, staff))?.status, path).toBe(status);
    const read = await expectPageReadAsApi(t, path, admin);
    expect(read?.status, path).toBe(status);
    expect((await expectPageReadAsApi(t, path))?.status, path).toBe(401);
    expect((await expectPageReadAsApi(t, path, client))?.status, path).toBe(403);
    return read;
  }

  it('reads the day’s and the week’s appointments, as the calendar names them', async () => {
    const day = await readAsStaffOnly('/api/admin/appointments?from=2099-07-13&to=2099-07-13&page=1&pageSize=50');
    expect(day?.body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const week = await readAsStaffOnly(
      '/api/admin/appointments?from=2099-07-13&to=2099-07-19&search=walter&status=scheduled&page=1&pageSize=50',
    );
    expect(week?.body).toMatchObject({ total: 3 });
    for (const query of ['from=2099-07-13&to=2099-07-12', 'status=lost', 'pageSize=5000', 'from=tomorrow']) {
      await readAsStaffOnly(`/api/admin/appointments?${query}`, 400);
    }
  });

  it('reads the summary cards of a date, or of today when none is named', async () => {
    await readAsStaffOnly('/api/admin/appointments/summary?date=2099-07-13');
    await readAsStaffOnly('/api/admin/appointments/summary');
    await readAsStaffOnly('/api/admin/appointments/summary?date=tomorrow', 400);
  });

  it('reads who works on the calendar’s days and the warnings of its visits', async () => {
    const week = await readAsStaffOnly('/api/admin/availability/days?from=2099-07-13&to=2099-07-19');
    const answer = week?.body as AvailabilityDaysAnswer;
    expect(answer.days).toHaveLength(7);
    expect(Object.keys(answer.visitWarnings)).toHaveLength(1);
    for (const query of ['from=2099-07-13&to=2099-07-12', 'from=2099-07-01&to=2099-09-01', 'from=2099-07-13']) {
      await readAsStaffOnly(`/api/admin/availability/days?${query}`, 400);
    }
  });
});
