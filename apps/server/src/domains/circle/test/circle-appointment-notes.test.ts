import type { ClientAppointment } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';

/**
 * An appointment's notes are the client's words to the staff member who comes (a door code, where
 * the key is): a trusted contact sees the visits, never their notes, in the list or the calendar
 * file (docs/circle-access.md). The client still reads their own.
 */
describe.each(engines)("a trusted contact and an appointment's notes on %s", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.app.mailer.flush();
    await t.close();
  });

  it('leaves the notes out of the list and the .ics for a contact with the appointments right', async () => {
    const mary = await registerClient(t, { firstName: 'Mary', lastName: 'Smith' });
    const anna = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
    const visit = await t.app.repos.appointments.create({
      clientId: mary.user.id,
      clientName: 'Mary Smith',
      clientEmail: mary.body.email,
      serviceTypeId: 1,
      appointmentDate: '2099-07-15',
      startTime: '10:00',
      endTime: '13:00',
      notes: 'Door code 4417, key under the mat',
    });
    await t.app.db
      .insertInto('trustedContacts')
      .values({
        clientId: mary.user.id,
        contactUserId: anna.user.id,
        name: 'Anna Lee',
        email: anna.body.email,
        rights: 'appointments',
        status: 'active',
      })
      .execute();
    await t.app.repos.sessions.setActingFor(sha256(anna.cookie), mary.user.id);
    const get = (url: string, who: typeof mary) =>
      t.app.inject({ method: 'GET', url, headers: cookieHeader(t, who.cookie) });

    const list = await get('/api/appointments', anna);
    expect(list.statusCode).toBe(200);
    expect((list.json() as ClientAppointment[])[0]?.notes).toBeNull();
    const ics = await get(`/api/appointments/${visit.id}/calendar.ics`, anna);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).not.toContain('4417');
    expect(list.body).not.toContain('4417');

    // The client reads her own words on the page; a calendar file never carries a door code, hers included.
    expect(((await get('/api/appointments', mary)).json() as ClientAppointment[])[0]?.notes).toContain('4417');
    const own = await get(`/api/appointments/${visit.id}/calendar.ics`, mary);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('4417');
  });
});
