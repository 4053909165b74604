import { addDaysToDate, BILLING_MESSAGES, businessToday, type StaffQuote } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/tokens.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { requestRow } from '../../../../test/support/contact-requests.js';

/** A link's token of the real shape (43 URL-safe characters), set as the quote's current link. */
const TOKEN = 'Qx_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

// A quote's two answers work without JavaScript, on the e-mailed link's page and in the client area:
// checked with the React forms' schemas, done by the JSON routes, then back to the page that says so.
describe.each(engines)('quote forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof registerClient>>;
  let quote: StaffQuote;

  beforeEach(async () => {
    t = await buildPageApp(engine);
    const staff = await createStaff(t, 'staff');
    client = await registerClient(t, { firstName: 'Dolores', lastName: 'Muñoz' });
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
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/quotes/${quote.id}/send`, headers: as });
    expect(sent.statusCode).toBe(200);
    // The e-mailed token reaches only the mailbox: the test puts a known one in its place.
    await t.app.db
      .updateTable('quotes')
      .set({ linkTokenHash: sha256(TOKEN) })
      .where('id', '=', quote.id)
      .execute();
  });
  afterEach(async () => {
    await t.close();
  });

  const response = () => t.app.db.selectFrom('quoteResponses').selectAll().orderBy('id').execute();

  it('approves by the link signed out, then shows the page that says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/quote/${TOKEN}`,
      remoteAddress: '10.42.0.3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _form: 'quote-approve', version: '1', typedName: 'Dolores Muñoz' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/quote/${TOKEN}?answered=approved`);
    expect(await response()).toMatchObject([
      { action: 'approved', typedName: 'Dolores Muñoz', version: 1, ipAddress: '10.42.0.3', userId: null },
    ]);
  });

  it('shows a name too short again with its message, and nothing is recorded', async () => {
    const res = await postForm(t, `/es/quote/${TOKEN}`, { _form: 'quote-approve', version: '1', typedName: 'D' });
    expect(res.statusCode).toBe(400);
    const { form, url } = renderedInput(res.body);
    expect(url).toBe(`/es/quote/${TOKEN}`);
    expect(form).toEqual({
      form: 'quote-approve',
      values: { version: '1', typedName: 'D' },
      errors: { typedName: BILLING_MESSAGES.nameMustMatch },
      message: null,
    });
    expect(await response()).toEqual([]);
  });

  it('shows a name that is not the client’s again with its message next to the field, and nothing is recorded', async () => {
    const res = await postForm(t, `/es/quote/${TOKEN}`, {
      _form: 'quote-approve',
      version: '1',
      typedName: 'Mickey Mouse',
    });
    expect(res.statusCode).toBe(400);
    expect(renderedInput(res.body).form).toEqual({
      form: 'quote-approve',
      values: { version: '1', typedName: 'Mickey Mouse' },
      errors: { typedName: BILLING_MESSAGES.nameNotOnQuote },
      message: null,
    });
    expect(await response()).toEqual([]);
  });

  it('refuses a version that is no longer the quote’s with the page and its message (409)', async () => {
    const res = await postForm(t, `/quote/${TOKEN}`, {
      _form: 'quote-approve',
      version: '2',
      typedName: 'Dolores Muñoz',
    });
    expect(res.statusCode).toBe(409);
    expect(renderedInput(res.body).form?.message).toBe(BILLING_MESSAGES.quoteVersionChanged);
    expect(await response()).toEqual([]);
  });

  it('asks for changes in the client area, and sends the signed-out to sign in first', async () => {
    const signedOut = await postForm(t, `/quotes/${quote.id}`, {
      _form: 'quote-changes',
      version: '1',
      message: 'Saturday?',
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe(`/auth?next=${encodeURIComponent(`/quotes/${quote.id}`)}`);

    const empty = await postForm(
      t,
      `/quotes/${quote.id}`,
      { _form: 'quote-changes', version: '1', message: '' },
      cookieHeader(t, client.cookie),
    );
    expect(empty.statusCode).toBe(400);
    expect(renderedInput(empty.body).form?.errors).toEqual({ message: BILLING_MESSAGES.changesMessageRequired });

    const res = await postForm(
      t,
      `/quotes/${quote.id}`,
      { _form: 'quote-changes', version: '1', message: 'Could you come on Saturday?' },
      cookieHeader(t, client.cookie),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/quotes/${quote.id}?answered=changes`);
    expect(await response()).toMatchObject([
      { action: 'changes_requested', message: 'Could you come on Saturday?', userId: client.user.id },
    ]);
  });

  it('answers another client’s quote as one that does not exist', async () => {
    const other = await registerClient(t);
    const res = await postForm(
      t,
      `/quotes/${quote.id}`,
      { _form: 'quote-approve', version: '1', typedName: 'Frank Ortiz' },
      cookieHeader(t, other.cookie),
    );
    expect(res.statusCode).toBe(404);
    expect(await response()).toEqual([]);
  });
});
