import { AUTH_MESSAGES, CALLBACK_MESSAGES, CIRCLE_MESSAGES, TRACKING_CODE_PATTERN } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { landingPayload } from '../../../../test/support/contact-requests.js';
import { helpingContact } from '../../../../test/support/accounts.js';

/**
 * "Call me back" (docs/decisions/035-call-me-back.md): a request of its own kind, tracked by code,
 * limited and checked like the contact form, told to the office, and shown to staff first.
 */
const ruth = { name: 'Ruth Diaz', phone: '(352) 555-0199', bestTime: 'morning', note: 'About help with my mail.' };

describe.each(engines)('call me back on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const as = (cookie?: string) => (cookie ? cookieHeader(t, cookie) : {});
  const ask = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/callback', payload, headers: as(cookie) });
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: as(cookie) });
  const rows = () => t.app.db.selectFrom('contactRequests').selectAll().orderBy('id').execute();
  const outbox = () => t.app.db.selectFrom('emailOutbox').selectAll().orderBy('id').execute();
  const sendRequest = async (lastName: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...landingPayload, lastName, notifyByEmail: false },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };

  it('stores a callback with its own tracking code, and the tracking page shows it without the phone', async () => {
    const res = await ask(ruth);
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    // The receipt carries the code and nothing of the caller's.
    expect(Object.keys(receipt).sort()).toEqual(['bestTime', 'createdAt', 'status', 'trackingToken']);
    expect(receipt.trackingToken).toMatch(TRACKING_CODE_PATTERN);
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'callback',
        bestTime: 'morning',
        firstName: 'Ruth',
        lastName: 'Diaz',
        phone: '(352) 555-0199',
        email: '',
        serviceInterest: 'Call back',
        message: 'About help with my mail.',
        status: 'new',
        notifyByEmail: false,
        userId: null,
      }),
    ]);

    const tracked = await get(`/api/contact/track/${receipt.trackingToken}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json()).toMatchObject({ kind: 'callback', bestTime: 'morning', status: 'new', firstName: 'Ruth' });
    expect(tracked.body).not.toContain('555-0199');
  });

  it('tells the office who to call, at which number and when', async () => {
    const admin = await createStaff(t, 'admin');
    await ask({ ...ruth, bestTime: 'afternoon' });
    const [stored] = await rows();
    const mail = (await outbox()).filter((m) => m.kind === 'staff-new-callback');
    expect(mail.map((m) => m.toAddress)).toEqual([admin.user.email]);
    expect(mail[0]?.subject).toBe('Call back Ruth Diaz at (352) 555-0199, best time: Afternoon');
    expect(mail[0]?.textBody).toContain(`/admin/contacts/${stored?.id}`);
    // No confirmation to the caller: a callback asks for no e-mail.
    expect((await outbox()).filter((m) => m.kind !== 'staff-new-callback')).toEqual([]);
  });

  it('refuses what the form refuses with 400 and its messages, storing and sending nothing', async () => {
    for (const [payload, field, message] of [
      [{ ...ruth, name: '  ' }, 'name', CALLBACK_MESSAGES.nameRequired],
      [{ ...ruth, phone: '555-0199' }, 'phone', CALLBACK_MESSAGES.phoneInvalid],
      [{ ...ruth, phone: 'call me at home' }, 'phone', CALLBACK_MESSAGES.phoneInvalid],
      [{ ...ruth, bestTime: 'midnight' }, 'bestTime', CALLBACK_MESSAGES.timeRequired],
      [{ ...ruth, note: 'x'.repeat(501) }, 'note', CALLBACK_MESSAGES.noteTooLong],
    ] as const) {
      const res = await ask(payload);
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(message);
    }
    expect(await rows()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('limits callbacks per address like the contact form: 10 an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(ruth)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await rows()).toHaveLength(10);
  });

  it('shows staff open callbacks first, in the list and on the dashboard, until marked done', async () => {
    const staff = await createStaff(t);
    const older = await sendRequest('Older');
    await ask(ruth);
    const newer = await sendRequest('Newer');
    await ask({ ...ruth, name: 'Sam Ortiz', bestTime: 'any' });
    const [ruthRow, samRow] = (await rows()).filter((r) => r.kind === 'callback');

    const list = await get('/api/contact', staff.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { id: number }) => c.id)).toEqual([samRow?.id, ruthRow?.id, newer.id, older.id]);
    expect(list.json().items[0]).toMatchObject({ kind: 'callback', bestTime: 'any', phone: '(352) 555-0199' });

    // Paging carries on across the two parts.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await get(`/api/contact?pageSize=1&page=${page}`, staff.cookie);
      pages.push(res.json().items.map((c: { id: number }) => c.id));
    }
    expect(pages).toEqual([[samRow?.id], [ruthRow?.id], [newer.id]]);

    const dashboard = await get('/api/admin/dashboard', staff.cookie);
    expect(dashboard.json().callbacks).toEqual([
      expect.objectContaining({ id: ruthRow?.id, firstName: 'Ruth', phone: '(352) 555-0199', bestTime: 'morning' }),
      expect.objectContaining({ id: samRow?.id, firstName: 'Sam', bestTime: 'any' }),
    ]);

    // Done: the contact request's own status flow.
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact/${ruthRow?.id}`,
      payload: { status: 'completed', notes: 'Called at 10am.' },
      headers: as(staff.cookie),
    });
    expect(done.statusCode).toBe(200);
    const after = await get('/api/contact', staff.cookie);
    // A finished callback takes its place among the other requests, newest first.
    expect(after.json().items.map((c: { id: number }) => c.id)).toEqual([samRow?.id, newer.id, ruthRow?.id, older.id]);
    const dashboardAfter = await get('/api/admin/dashboard', staff.cookie);
    expect(dashboardAfter.json().callbacks.map((c: { id: number }) => c.id)).toEqual([samRow?.id]);
    const tracked = await get(`/api/contact/track/${ruthRow?.trackingToken}`);
    expect(tracked.json()).toMatchObject({ kind: 'callback', status: 'completed' });
  });

  it('lets no visitor or client read someone else’s callback', async () => {
    const client = await registerClient(t);
    const other = await registerClient(t);
    expect((await ask(ruth, client.cookie)).statusCode).toBe(201);
    const [stored] = await rows();
    expect(stored?.userId).toBe(client.user.id);

    for (const cookie of [undefined, other.cookie, client.cookie]) {
      const res = await get(`/api/contact/${stored?.id}`, cookie);
      expect(res.statusCode).toBe(cookie ? 403 : 401);
      expect(res.body).not.toContain('555-0199');
      expect((await get('/api/admin/dashboard', cookie)).statusCode).toBe(cookie ? 403 : 401);
      expect((await get('/api/contact', cookie)).statusCode).toBe(cookie ? 403 : 401);
    }
    // Each client's own list: the caller's callback is theirs, and nobody else's.
    expect((await get('/api/contact/user', client.cookie)).json()).toHaveLength(1);
    expect((await get('/api/contact/user', other.cookie)).json()).toEqual([]);
  });

  describe('without JavaScript', () => {
    it('stores the callback and lands on the tracking page, in the page’s language', async () => {
      const admin = await createStaff(t, 'admin');
      for (const [path, tracking] of [
        ['/call-me-back', '/track-request'],
        ['/es/call-me-back', '/es/track-request'],
      ] as const) {
        const res = await postForm(t, path, { _form: 'callback', ...ruth });
        expect(res.statusCode).toBe(303);
        const location = new URL(String(res.headers.location), 'http://localhost');
        expect(location.pathname).toBe(tracking);
        expect(location.searchParams.get('received')).toBe('1');
        expect(location.searchParams.get('token')).toMatch(TRACKING_CODE_PATTERN);
      }
      expect((await rows()).map((r) => r.kind)).toEqual(['callback', 'callback']);
      // Asked on the Spanish page, the call is made in Spanish: staff see it on the dashboard and in the notice.
      expect((await rows()).map((r) => r.language)).toEqual(['en', 'es']);
      const dashboard = (await get('/api/admin/dashboard', admin.cookie)).json() as {
        callbacks: { language: string }[];
      };
      expect(dashboard.callbacks.map((c) => c.language)).toEqual(['en', 'es']);
      const notices = (await outbox()).filter((m) => m.kind === 'staff-new-callback').map((m) => m.subject);
      expect(notices).toEqual([
        'Call back Ruth Diaz at (352) 555-0199, best time: Morning',
        'Call back Ruth Diaz (speaks Spanish) at (352) 555-0199, best time: Morning',
      ]);
    });

    it('shows the form again on /call-me-back with what to fix, storing nothing', async () => {
      const res = await postForm(t, '/es/call-me-back', { _form: 'callback', ...ruth, phone: '12', bestTime: '' });
      expect(res.statusCode).toBe(400);
      const { form, url } = renderedInput(res.body);
      expect(url).toBe('/es/call-me-back');
      expect(form).toEqual({
        form: 'callback',
        values: { name: 'Ruth Diaz', phone: '12', bestTime: '', note: 'About help with my mail.' },
        errors: { phone: CALLBACK_MESSAGES.phoneInvalid, bestTime: CALLBACK_MESSAGES.timeRequired },
        message: null,
      });
      expect(await rows()).toEqual([]);
    });

    it('counts the form in the JSON call’s limit: 10 an hour in all, by the API or the page', async () => {
      for (let i = 0; i < 9; i++) expect((await ask(ruth)).statusCode).toBe(201);
      expect((await postForm(t, '/call-me-back', { _form: 'callback', ...ruth })).statusCode).toBe(303);
      // The tenth was the form's: the JSON call is now refused, and so is the form, on its page.
      expect((await ask(ruth)).statusCode).toBe(429);
      const res = await postForm(t, '/es/call-me-back', { _form: 'callback', ...ruth });
      expect(res.statusCode).toBe(429);
      expect(renderedInput(res.body).form).toMatchObject({
        form: 'callback',
        values: { name: 'Ruth Diaz' },
        message: AUTH_MESSAGES.tooManyRequests,
        code: 'rate_limited',
      });
      expect(await rows()).toHaveLength(10);
    });

    it('refuses a helping contact without the act right on the page, storing nothing', async () => {
      const client = await registerClient(t);
      const contact = await helpingContact(t, client.user.id, 'appointments');
      const res = await postForm(t, '/call-me-back', { _form: 'callback', ...ruth }, as(contact.cookie));
      expect(res.statusCode).toBe(403);
      expect(renderedInput(res.body).form).toMatchObject({
        form: 'callback',
        message: CIRCLE_MESSAGES.noRight,
        code: 'circle_no_right',
      });
      expect(await rows()).toEqual([]);
    });

    it('answers the eleventh callback in an hour on the page, with the limit’s message', async () => {
      for (let i = 0; i < 10; i++) expect((await postForm(t, '/call-me-back', ruth)).statusCode).toBe(303);
      const res = await postForm(t, '/call-me-back', ruth);
      expect(res.statusCode).toBe(429);
      expect(renderedInput(res.body).form?.message).toMatch(/too many/i);
      expect(await rows()).toHaveLength(10);
    });
  });
});
