import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, registerClient, type TestApp } from './helper.js';
import { whileDroppingTables } from './fresh-database.js';

// Engine-independent: headers, error shape and body limits.
describe('security baseline', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp('sqlite');
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers the API with the headers a JSON answer needs: load nothing, frame nowhere, no sniffing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only headers are for pages.
    for (const name of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends pages a strict content security policy and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The older header agrees with frame-ancestors 'none'.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)(,|$)/);
    expect(res.headers['permissions-policy']).toMatch(/(^|, )payment=\(\)(,|$)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS only over HTTPS: by the public address, or by the protocol a trusted proxy reports', async () => {
    const plain = await buildTestApp('sqlite', { env: 'production', publicUrl: 'http://localhost:3000' });
    const proxied = await buildTestApp('sqlite', {
      env: 'production',
      publicUrl: 'https://assist.example',
      trustProxy: '127.0.0.1',
    });
    try {
      for (const url of ['/api/user', '/robots.txt']) {
        const overHttp = await plain.app.inject({ method: 'GET', url });
        expect(overHttp.headers['strict-transport-security'], url).toBeUndefined();
        const forwardedHttp = await proxied.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'http' },
        });
        expect(forwardedHttp.headers['strict-transport-security'], url).toBeUndefined();
        const forwardedHttps = await proxied.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(forwardedHttps.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await plain.close();
      await proxied.close();
    }
  });

  it('sends HSTS and a __Host- Secure cookie in production over HTTPS', async () => {
    const prod = await buildTestApp('sqlite', { env: 'production', publicUrl: 'https://assist.example' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Ada',
          lastName: 'Stone',
          email: 'ada@example.com',
          username: 'adastone',
          password: 'Pelican-Bay-Morning-5',
          confirmPassword: 'Pelican-Bay-Morning-5',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      const cookie = res.cookies.find((c) => c.name === '__Host-ta_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await prod.close();
    }
  });

  it('answers unknown API paths with the JSON error shape, and limits them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Not found' });
    let last = res;
    for (let i = 0; i < 60; i++) last = await t.app.inject({ method: 'GET', url: `/api/missing-${i}` });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many requests/);
  });

  it('refuses bodies that are too large, malformed, or carry __proto__', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(200_000), password: 'whatever-1' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'body_too_large', message: 'The request is too large.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json())).toEqual(['code', 'message']);

    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":"Ada","__proto__":{"role":"admin"}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(Object.keys(proto.json())).toEqual(['code', 'message']);
  });

  it('never shows internals on a 5xx', async () => {
    const { cookie } = await registerClient(t);
    // Break the database underneath the app: the next query fails.
    await whileDroppingTables(() => t.database.handle.db.schema.dropTable('sessions').execute());
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `ta_session=${cookie}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'server_error',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(res.body).not.toMatch(/sqlite|sessions|stack/i);
  });
});
