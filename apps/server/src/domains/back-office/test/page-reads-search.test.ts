import type { AdminSearchResults } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

// The back office's search page is rendered with what the browser would read from the API for the
// term in its address: the staff guard, the term's checks and the same results (users for admins only).
describe.each(engines)('the search page reads its results as the API answers them on %s', (engine) => {
  let t: TestApp;
  let staff: { cookie: string };
  let admin: { cookie: string };
  let client: { cookie: string };

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    staff = await createStaff(t, 'staff');
    admin = await createStaff(t, 'admin');
    client = await registerClient(t, { firstName: 'Edith', lastName: 'Pemberton', username: 'epemberton' });
    await t.app.repos.contactRequests.create(requestRow({ firstName: 'Edith', lastName: 'Pemberton' }));
    await t.app.repos.appointments.create({
      clientId: null,
      clientName: 'Edith Pemberton',
      clientEmail: 'edith@example.com',
      serviceTypeId: 1,
      appointmentDate: '2099-07-14',
      startTime: '10:00',
      endTime: '11:00',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the results for staff and admins, each as the API answers them', async () => {
    const forAdmin = await expectPageReadAsApi(t, '/api/admin/search?q=pemberton', cookieHeader(t, admin.cookie));
    const found = forAdmin?.body as AdminSearchResults;
    expect(found.users).toHaveLength(1);
    expect(found.contacts).toHaveLength(1);
    expect(found.appointments).toHaveLength(1);
    const forStaff = await expectPageReadAsApi(t, '/api/admin/search?q=pemberton', cookieHeader(t, staff.cookie));
    expect((forStaff?.body as AdminSearchResults).users).toEqual([]);
    // A term with a space, encoded as the page encodes it or as a form sends it; % and _ as letters.
    for (const q of ['Edith%20Pemberton', 'Edith+Pemberton', '%25%25']) {
      expect((await expectPageReadAsApi(t, `/api/admin/search?q=${q}`, cookieHeader(t, admin.cookie)))?.status).toBe(
        200,
      );
    }
  });

  it('refuses the search as the API does: signed out, a client, a term too short or missing, a term given twice', async () => {
    expect((await expectPageReadAsApi(t, '/api/admin/search?q=pemberton'))?.status).toBe(401);
    expect(
      (await expectPageReadAsApi(t, '/api/admin/search?q=pemberton', cookieHeader(t, client.cookie)))?.status,
    ).toBe(403);
    const as = cookieHeader(t, staff.cookie);
    for (const path of ['/api/admin/search?q=a', '/api/admin/search', '/api/admin/search?q=pem&q=berton']) {
      expect((await expectPageReadAsApi(t, path, as))?.status, path).toBe(400);
    }
  });
});
