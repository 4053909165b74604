import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageReadApp, pageReading, pageReads } from '../../../../test/support/page-read-web-root.js';
import { weekdayFrom } from '../../../../test/support/dates.js';

/**
 * The client area's appointment pages and the account page read their data by their routes' own
 * operations (http/page-reads.ts): the visitor gets what the API would answer them, refusals included.
 */
describe.each(engines)('the appointment pages’ reads on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageReadApp(engine, { rateLimits: false });
  });
  afterEach(async () => {
    await t.close();
  });

  const api = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? cookieHeader(t, cookie) : {} });
  const page = async (cookie: string, ...paths: string[]) => {
    const res = await api(pageReading('/appointments', ...paths), cookie);
    expect(res.statusCode).toBe(200);
    return pageReads(res.body);
  };

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
    const paths = [
      '/api/appointments',
      `/api/appointments/${own.id}/slots?from=${day}`,
      '/api/user/visit-notices',
      '/api/calendar-feed',
      `/api/booking/slots?serviceTypeId=1&county=Pasco&from=${day}&days=3`,
    ];
    for (const path of paths) expect(t.app.pageReads.has(path), path).toBe(true);

    const reads = await page(client.cookie, ...paths);
    for (const [index, path] of paths.entries()) {
      const answer = await api(path, client.cookie);
      expect(answer.statusCode, path).toBe(200);
      expect(reads[index], path).toEqual({ path, status: 200, body: answer.json() });
    }
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
    const paths = ['/api/appointments', '/api/appointments/1/slots', '/api/user/visit-notices', '/api/calendar-feed'];
    const reads = await page(contact.cookie, ...paths);
    for (const [index, path] of paths.entries()) {
      const answer = await api(path, contact.cookie);
      expect(answer.statusCode, path).toBe(403);
      expect(reads[index], path).toEqual({ path, status: 403, body: answer.json() });
    }
  });
});
