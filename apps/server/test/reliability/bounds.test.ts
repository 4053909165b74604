import { addDaysToDate, businessToday } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, type TestApp } from '../helper.js';
import { appointmentPayload, bookingBody, requestRow } from '../support/contact-requests.js';

/**
 * Values SQLite stores but PostgreSQL's integer and date columns refuse: both engines must answer
 * them with the same 4xx and store nothing (see docs/reliability.md, "Input bounds").
 */
describe.each(engines)('input bounds on %s', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(engine, { rateLimits: false });
    staff = cookieHeader(t, (await createStaff(t, 'admin')).cookie);
  });
  afterAll(() => t?.close());

  const requests = async () => (await t.app.db.selectFrom('contactRequests').select('id').execute()).length;
  const appointments = async () => (await t.app.db.selectFrom('appointments').select('id').execute()).length;

  it('refuses an id of 2³¹ on the anonymous request form, as JSON and as a plain form', async () => {
    const before = await requests();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...appointmentPayload, serviceTypeId: 2_147_483_648 },
    });
    expect(json.statusCode, json.body).toBe(400);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...appointmentPayload, serviceTypeId: '99999999999' }).toString(),
    });
    expect(form.statusCode).toBeLessThan(500);
    expect(await requests()).toBe(before);
  });

  it('refuses a quote line whose amount cannot be stored', async () => {
    const contact = await t.app.repos.contactRequests.create(requestRow());
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/admin/quotes',
      headers: staff,
      payload: { contactRequestId: contact.id },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quote.json<{ id: number }>().id}/draft`,
      headers: staff,
      payload: {
        version: 1,
        lines: [{ kind: 'item', description: 'Moving a castle', quantity: '1000', unitPrice: '1000000' }],
        validUntil: addDaysToDate(businessToday(), 10),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('refuses the date 9999-12-31 and a year before 1900', async () => {
    const before = await appointments();
    for (const appointmentDate of ['9999-12-31', '1899-12-31']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/appointments',
        headers: staff,
        payload: { ...bookingBody, appointmentDate },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...appointmentPayload, preferredDate: '9999-12-31' },
    });
    expect(asked.statusCode, asked.body).toBe(400);
    expect(await appointments()).toBe(before);
  });

  it('refuses control characters in text, but keeps new lines in a message', async () => {
    const before = await requests();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...appointmentPayload, name: 'Walter\u0000 Green' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const bell = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...appointmentPayload, message: 'Please\u0007 ring twice.' },
    });
    expect(bell.statusCode, bell.body).toBe(400);
    expect(await requests()).toBe(before);
    const lines = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...appointmentPayload, message: 'A bookcase.\n\tAnd a desk.' },
    });
    expect(lines.statusCode, lines.body).toBe(201);
  });
});
