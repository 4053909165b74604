import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { weekdayFrom } from '../../../../test/support/dates.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

/**
 * The client area's appointment pages, the account page and Request an Appointment read their data by
 * their routes' own operations (http/page-reads.ts): the visitor gets what the API would answer them,
 * refusals included.
 */
describe.each(engines)('the appointment pages’ reads on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads the appointments, the move times, the visit notices, the calendar feed and the open times as the API answers them', async () => {
    const staff = await createStaff(t);
    const day = weekdayFrom(5);
    await t.app.db
      .insertInto('staffHours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ staffId: staff.user.id, weekday, starts: '08:00', ends: '18:00' })))
      .execute();
    const client = await registerClient(t);
    const own = await t.app.repos.appointments.create({
      clientId: client.user.id,
      clientName: 'Dorothy Baker',
      clientEmail: client.body.email,
      serviceTypeId: 1,
      staffId: staff.user.id,
      appointmentDate: day,
      startTime: '10:00',
      endTime: '11:00',
      status: 'confirmed',
    });
    const headers = cookieHeader(t, client.cookie);
    for (const path of [
      '/api/appointments',
      `/api/appointments/${own.id}/slots?from=${day}`,
      '/api/user/visit-notices',
      '/api/calendar-feed',
      `/api/booking/slots?serviceTypeId=1&county=Pasco&from=${day}&days=3`,
    ]) {
      expect((await expectPageReadAsApi(t, path, headers))?.status, path).toBe(200);
    }
    // Someone else's visit is not found, for the page as for the API.
    const other = await registerClient(t);
    const notTheirs = `/api/appointments/${own.id}/slots`;
    expect((await expectPageReadAsApi(t, notTheirs, cookieHeader(t, other.cookie)))?.status).toBe(404);
  });

  it('answers a page the guards’ refusals, as the API does', async () => {
    const client = await registerClient(t);
    const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: client.user.id,
        contactUserId: contact.user.id,
        name: 'Anna Lee',
        email: contact.body.email,
        rights: 'requests',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
    const helping = cookieHeader(t, contact.cookie);
    for (const path of [
      '/api/appointments',
      '/api/appointments/1/slots',
      '/api/user/visit-notices',
      '/api/calendar-feed',
    ]) {
      expect((await expectPageReadAsApi(t, path, helping))?.status, path).toBe(403);
      expect((await expectPageReadAsApi(t, path))?.status, path).toBe(401);
    }
  });
});
