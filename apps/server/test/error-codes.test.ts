import { codeMessage, type ErrorCode } from '@ta/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from './helper.js';
import { solid } from './support/photos.js';

/**
 * Every error answer names its error by a stable code, with that code's English message
 * (docs/i18n.md "Errors as codes"): a few answers of each domain, and of the app as a whole.
 */
describe.each(engines)('error answers carry their code on %s', (engine) => {
  let t: TestApp;
  let client: string;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    client = (await registerClient(t)).cookie;
    staff = (await createStaff(t, 'staff')).cookie;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? cookieHeader(t, cookie) : {}, ...(payload ? { payload } : {}) });

  /** The answer is `code` with its own message: the words cannot be another code's. */
  function expectCode(res: LightMyRequestResponse, status: number, code: ErrorCode) {
    const body = res.json<{ code: string; message: string; params?: Record<string, string> }>();
    expect({ status: res.statusCode, code: body.code }).toEqual({ status, code });
    const message = (codeMessage as (code: ErrorCode, ...params: unknown[]) => string)(code, body.params);
    if (code !== 'validation_failed') expect(body.message).toBe(message);
    return body;
  }

  it('accounts: a wrong password, and a call that needs a session (routes that declare their error answers)', async () => {
    const login = await call('POST', '/api/login', undefined, { username: 'nobody-here', password: 'Wrong-Pass-12' });
    expectCode(login, 401, 'invalid_credentials');
    expectCode(await call('GET', '/api/user'), 401, 'not_signed_in');
    expectCode(await call('GET', '/api/admin/users', staff), 403, 'forbidden');
  });

  it('requests: an unknown tracking code, and a form sent empty (with its fields)', async () => {
    expectCode(await call('GET', '/api/contact/track/TA-2222-3333'), 404, 'tracking_not_found');
    const empty = expectCode(await call('POST', '/api/contact', undefined, {}), 400, 'validation_failed');
    expect(Object.keys((empty as { fields?: object }).fields ?? {}).length).toBeGreaterThan(0);
  });

  it('appointments, invoices, home watch: what a client asks for that is not there', async () => {
    expectCode(await call('DELETE', '/api/appointments/999999', client), 404, 'appointment_not_found');
    expectCode(await call('GET', '/api/invoices/999999', client), 404, 'invoice_not_found');
    expectCode(await call('GET', '/api/properties/999999', client), 404, 'property_not_found');
  });

  it('quotes, circle, blog: a link or a name that leads nowhere', async () => {
    expectCode(await call('GET', `/api/quote-links/${'a'.repeat(43)}`), 404, 'quote_link_invalid');
    expectCode(await call('GET', `/api/circle/invitations/${'a'.repeat(43)}`), 404, 'circle_invitation_invalid');
    expectCode(await call('GET', '/api/blog/no-such-post'), 404, 'blog_post_not_found');
  });

  it('photos: a file that is not a photo, named in the answer’s params', async () => {
    const form = new FormData();
    form.append('clientEmail', 'dorothy@example.com');
    form.append('furnitureType', 'Bookcase');
    form.append('furnitureDescription', 'Flat-pack bookcase, two boxes.');
    const png = await solid(20, 20).png().toBuffer();
    form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/jpeg' }), 'shelf.jpg');
    form.append('photos', new Blob(['not a picture at all'], { type: 'image/jpeg' }), 'notes.jpg');
    const request = new Request('http://localhost/api/furniture-photos', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/furniture-photos',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const body = expectCode(res, 415, 'photo_not_an_image');
    expect(body.params).toEqual({ photo: expect.stringContaining('notes.jpg') as string });
  });

  it('the app itself: an unknown address, a body that is not JSON, another site’s post', async () => {
    expectCode(await call('GET', '/api/no-such-call'), 404, 'not_found');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expectCode(broken, 400, 'invalid_json');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expectCode(foreign, 403, 'cross_site');
  });
});
