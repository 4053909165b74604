import { addDaysToDate, businessToday, type StaffQuote } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { requestRow } from '../../../../test/support/contact-requests.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

const TOKEN = 'Qx_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

// The quote pages are rendered with what the client's browser would read from the API: the same
// checks (another client's quote, a made-up link) and the same answer, done without a trip through HTTP.
describe.each(engines)('quote pages read their data as the API answers it on %s', (engine) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let quote: StaffQuote;

  beforeEach(async () => {
    t = await buildPageApp(engine);
    const staff = await createStaff(t, 'staff');
    client = await registerClient(t);
    const request = await t.app.repos.contactRequests.create(requestRow({ email: client.body.email }));
    const as = cookieHeader(t, staff.cookie);
    quote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/quotes',
        headers: as,
        payload: { contactRequestId: request.id },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quote.id}/draft`,
      headers: as,
      payload: {
        version: 1,
        lines: [{ kind: 'package', description: '3-Hour Package', quantity: '1', unitPrice: '195' }],
        validUntil: addDaysToDate(businessToday(), 7),
      },
    });
    await t.app.inject({ method: 'POST', url: `/api/admin/quotes/${quote.id}/send`, headers: as });
    await t.app.db
      .updateTable('quotes')
      .set({ linkTokenHash: sha256(TOKEN) })
      .where('id', '=', quote.id)
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads the client area’s quotes and one quote as its client, and refuses them to others', async () => {
    const own = cookieHeader(t, client.cookie);
    const list = await expectPageReadAsApi(t, '/api/quotes', own);
    expect(list?.body).toEqual([expect.objectContaining({ id: quote.id })]);
    const one = await expectPageReadAsApi(t, `/api/quotes/${quote.id}`, own);
    expect(one?.status).toBe(200);
    // Nothing the client area's answer leaves out reaches the page (the response schema is applied).
    expect(JSON.stringify(one?.body)).not.toContain('linkTokenHash');

    const other = cookieHeader(t, (await registerClient(t)).cookie);
    expect((await expectPageReadAsApi(t, `/api/quotes/${quote.id}`, other))?.status).toBe(404);
    expect((await expectPageReadAsApi(t, `/api/quotes/${quote.id}`))?.status).toBe(401);
    expect((await expectPageReadAsApi(t, '/api/quotes/not-a-number', own))?.status).toBe(404);
  });

  it('reads a quote by its e-mailed link, and answers a made-up link as the API does', async () => {
    expect((await expectPageReadAsApi(t, `/api/quote-links/${TOKEN}`))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, `/api/quote-links/${TOKEN.replace('Q', 'R')}`))?.status).toBe(404);
  });
});
