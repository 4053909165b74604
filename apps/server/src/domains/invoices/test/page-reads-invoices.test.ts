import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

type Client = Awaited<ReturnType<typeof registerClient>>;

// "My invoices" is rendered with what the client's browser would read from the API: the same checks
// (signed out, the back office, a trusted contact without the billing right, someone else's invoice)
// and the same answer.
describe.each(engines)('invoice pages read their data as the API answers it on %s', (engine) => {
  let t: TestApp;
  let client: Client;
  let other: Client;
  let staff: Awaited<ReturnType<typeof createStaff>>;
  let mine: { id: number };
  let theirs: { id: number };

  /** A finished three-hour visit of the client's, billed by the office. */
  async function billedVisit(of: Client) {
    const start = new Date('2026-03-10T14:00:00.000Z');
    const { id } = await t.app.db
      .insertInto('appointments')
      .values({
        clientId: of.user.id,
        contactRequestId: null,
        clientName: `${of.body.firstName} ${of.body.lastName}`,
        clientEmail: of.body.email,
        clientPhone: null,
        serviceTypeId: 1,
        staffId: null,
        appointmentDate: '2026-03-10',
        startTime: '10:00',
        endTime: '13:00',
        status: 'completed',
        notes: null,
        location: null,
        reminderSent: false,
        createdAt: new Date().toISOString(),
        cancelledLate: false,
        cancelledAt: null,
        workStartedAt: start.toISOString(),
        workEndedAt: new Date(start.getTime() + 180 * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/invoice`,
      headers: cookieHeader(t, staff.cookie),
      payload: {},
    });
    if (res.statusCode !== 201) throw new Error(`invoice not made: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number }>();
  }

  beforeAll(async () => {
    t = await buildPageApp(engine, { rateLimits: false });
    staff = await createStaff(t, 'staff');
    client = await registerClient(t, { firstName: 'Dorothy', lastName: 'Baker' });
    other = await registerClient(t, { firstName: 'Walter', lastName: 'Green' });
    mine = await billedVisit(client);
    theirs = await billedVisit(other);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the client’s invoices and one of them, and refuses them as the API does', async () => {
    const own = cookieHeader(t, client.cookie);
    const list = await expectPageReadAsApi(t, '/api/invoices', own);
    expect((list?.body as { id: number }[]).map((i) => i.id)).toEqual([mine.id]);
    const one = await expectPageReadAsApi(t, `/api/invoices/${mine.id}`, own);
    expect(one?.body).toMatchObject({ id: mine.id, state: 'unpaid' });
    // Only what the client area's answer names reaches the page (the response schema is applied).
    expect(JSON.stringify(one?.body)).not.toContain('recordedBy');

    expect((await expectPageReadAsApi(t, `/api/invoices/${theirs.id}`, own))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, '/api/invoices/not-a-number', own))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, '/api/invoices/123456789012345678901', own))?.status).toBe(400);
    for (const path of ['/api/invoices', `/api/invoices/${mine.id}`]) {
      expect((await expectPageReadAsApi(t, path))?.status, path).toBe(401);
      expect((await expectPageReadAsApi(t, path, cookieHeader(t, staff.cookie)))?.status, path).toBe(403);
    }
  });

  it('reads them for a trusted contact with the billing right, and refuses one without it', async () => {
    for (const [rights, status] of [
      ['billing', 200],
      ['reports', 403],
    ] as const) {
      const contact = await registerClient(t, { firstName: 'Anna', lastName: 'Lee' });
      await t.app.db
        .insertInto('trustedContacts')
        .values({
          clientId: client.user.id,
          contactUserId: contact.user.id,
          name: 'Anna Lee',
          email: contact.body.email,
          rights,
          status: 'active',
        })
        .execute();
      await t.app.repos.sessions.setActingFor(sha256(contact.cookie), client.user.id);
      const as = cookieHeader(t, contact.cookie);
      expect((await expectPageReadAsApi(t, '/api/invoices', as))?.status, rights).toBe(status);
      expect((await expectPageReadAsApi(t, `/api/invoices/${mine.id}`, as))?.status, rights).toBe(status);
    }
  });
});
