import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, uniqueUser, type TestApp } from '../helper.js';

// Decision 004: bodies over 100 KB get 413; __proto__ / constructor keys get 400; errors are
// always { message }. security-baseline.test.ts checks one oversize login and a top-level
// __proto__ on register (SQLite only); this file tries the variants, on both engines, and checks
// that nothing was written.
describe.each(engines)('hostile JSON bodies on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  async function nothingWritten() {
    const [users, requests] = await Promise.all([
      t.app.db.selectFrom('users').select('id').orderBy('id').execute(),
      t.app.db.selectFrom('contactRequests').select('id').orderBy('id').execute(),
    ]);
    expect({ users: users.length, requests: requests.length }).toEqual({ users: 0, requests: 0 });
  }

  it('refuses a body just over 100 KB with 413 on every public form', async () => {
    const padding = 'x'.repeat(100 * 1024);
    for (const url of ['/api/register', '/api/contact', '/api/password-reset', '/api/login']) {
      const res = await post(url, JSON.stringify({ ...uniqueUser(), message: padding }));
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 413,
        body: { code: 'body_too_large', message: 'The request is too large.' },
      });
    }
    await nothingWritten();
  });

  it.each([
    ['top-level __proto__', '{"__proto__":{"role":"admin"},"firstName":"Ada"}'],
    ['nested __proto__', '{"firstName":"Ada","extra":{"deeper":[{"__proto__":{"isAdmin":true}}]}}'],
    ['escaped __proto__', '{"\\u005f\\u005fproto__":{"role":"admin"}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}},"firstName":"Ada"}'],
  ])('refuses %s with 400 and a plain message, and pollutes nothing', async (_name, body) => {
    for (const url of ['/api/register', '/api/contact']) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['code', 'message']);
    }
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    await nothingWritten();
  });

  it('answers deeply nested JSON with 400, not a crash', async () => {
    // Just under the 100 KB limit each.
    for (const body of ['['.repeat(50_000) + ']'.repeat(50_000), '{"a":'.repeat(16_000) + '1' + '}'.repeat(16_000)]) {
      const res = await post('/api/contact', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    // The server still answers.
    expect((await t.app.inject({ method: 'GET', url: '/api/service-types' })).statusCode).toBe(200);
    await nothingWritten();
  });

  it('refuses bodies that are not JSON: forms, XML, and JSON sent as text', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      // Multipart is parsed only by the photo upload.
      'multipart/form-data; boundary=x',
    ]) {
      const res = await post('/api/register', new URLSearchParams(uniqueUser()).toString(), type);
      expect({ type, status: res.statusCode, body: res.json() }).toEqual({
        type,
        status: 415,
        body: { code: 'media_type_refused', message: 'This kind of request body is not accepted.' },
      });
    }
    // text/plain is what a cross-site form may send without a preflight: it is parsed as text, which
    // does not give a JSON route the object its schema needs.
    const text = await post('/api/register', JSON.stringify(uniqueUser()), 'text/plain');
    expect(text.statusCode).toBe(400);
    const broken = await post('/api/register', '{"firstName": "Ada",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
    const notAnObject = await post('/api/register', '"just a string"');
    expect(notAnObject.statusCode).toBe(400);
    await nothingWritten();
  });

  it('does not decompress request bodies: a gzip-encoded one is refused and nothing is stored', async () => {
    // Decision 016: no client of ours compresses what it sends, so no decompression path is offered.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify(uniqueUser())),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
    await nothingWritten();
  });
});
