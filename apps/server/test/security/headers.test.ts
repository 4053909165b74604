import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_URL_MESSAGE } from '../../src/app.js';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, createStaff, registerClient, type TestApp } from '../helper.js';

/**
 * A built web root with the shape `vite build` gives (dist/client/index.html and
 * dist/server/entry-server.js), so the production page path runs without a build. The page
 * content is the fixture's; every header under test is the server's.
 */
async function builtWebRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-web-'));
  await fs.mkdir(path.join(root, 'dist/client/assets'), { recursive: true });
  await fs.mkdir(path.join(root, 'dist/server'), { recursive: true });
  await fs.writeFile(path.join(root, 'package.json'), '{"type":"module"}');
  await fs.writeFile(
    path.join(root, 'dist/client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  await fs.writeFile(path.join(root, 'dist/client/assets/app-abc123.js'), 'console.log(1);');
  await fs.writeFile(path.join(root, 'dist/client/assets/page-def456.js'), 'console.log(2);');
  await fs.writeFile(path.join(root, 'dist/client/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(
    path.join(root, 'dist/server/entry-server.js'),
    `export async function render({ url }) {
       return { status: url === '/' ? 200 : 404, head: '<title>Home</title>', html: '<h1>Home</h1>', state: '' };
     }`,
  );
  return root;
}

/** A real JPEG with an HTML document glued after its end marker: a classic polyglot. */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
}

async function multipart(fields: Record<string, string>, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/api/furniture-photos', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

// Decision 004: strict headers on pages; decision 007: photos with nosniff, a
// fixed content type and a sandboxing CSP. Photo headers on a normal upload are checked in
// furniture-photos.test.ts; this file adds the HTML page and the hostile-photo cases.
describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;
  let photosDir: string;

  beforeAll(async () => {
    webRoot = await builtWebRoot();
    photosDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ta-photos-'));
    t = await buildTestApp(engine, {
      env: 'production',
      web: 'production',
      webRoot,
      photosDir,
      publicUrl: 'https://assist.example',
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
    await fs.rm(photosDir, { recursive: true, force: true });
  });

  it('serves a server-rendered page with a strict CSP, nosniff, HSTS, no framing and no shared caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Home</h1>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'connect-src': "'self'",
    });
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('lets a form lead on to Stripe’s hosted page only when card payments are set up', async () => {
    const formAction = (headers: Record<string, unknown>) =>
      /(?:^|;\s*)form-action ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];
    expect(formAction((await t.app.inject({ method: 'GET', url: '/' })).headers)).toBe("'self'");
    const withCards = await buildTestApp(engine, {
      env: 'production',
      web: 'production',
      webRoot,
      photosDir,
      publicUrl: 'https://assist.example',
      stripe: {
        secretKey: 'sk_test_headers',
        webhookSecret: 'whsec_headers',
        publishableKey: undefined,
        apiUrl: 'http://127.0.0.1:4599/',
      },
    });
    try {
      const res = await withCards.app.inject({ method: 'GET', url: '/pay/abcdefghijklmnopqrstuvwxyz' });
      // The Pay form without JavaScript is answered by a redirect to Stripe's page (here the tests' stand-in).
      expect(formAction(res.headers)).toBe("'self' https://checkout.stripe.com http://127.0.0.1:4599");
    } finally {
      await withCards.close();
    }
  });

  it('sends only the origin as Referer from the reset page, whose URL holds a one-time token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reset-password?token=abcdefgh' });
    expect(res.headers['referrer-policy']).toBe('strict-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    const other = await t.app.inject({ method: 'GET', url: '/reset-password-tips' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends only the origin as Referer from a circle invitation’s page and the sign-in on the way back to it', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz';
    for (const url of [
      `/circle/accept/${token}`,
      `/es/circle/accept/${token}`,
      `/auth?next=%2Fcircle%2Faccept%2F${token}`,
      `/es/auth?tab=register&next=/circle/accept/${token}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin');
    }
    for (const url of ['/circle', '/auth?next=%2Fcircle', '/circle-accept/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends only the origin as Referer from an invoice’s pay link page, in both languages', async () => {
    for (const url of ['/pay/abcdefghijklmnopqrstuvwxyz', '/es/pay/abcdefghijklmnopqrstuvwxyz?paid=card']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin');
    }
    const other = await t.app.inject({ method: 'GET', url: '/payments' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends only the origin as Referer from the e-mailed sign-in link’s page, in both languages', async () => {
    for (const url of ['/sign-in/link?token=abcdefghijk', '/es/sign-in/link?token=abcdefghijk', '/es/reset-password']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin');
    }
    for (const url of ['/sign-in/code', '/sign-in/email', '/es/sign-in/code']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers JSON with the API headers, HSTS included, and none of the document-only ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('never serves the raw page template, and caches hashed assets publicly', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(template.body).not.toContain('<!--app-html-->');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves every built asset through one route, and nothing outside the assets folder through it', async () => {
    // One route for the folder, not one per file: 1,100 built files made 2,200 routes and 10 MB of memory.
    const assetRoutes = t.app.routeList.filter(({ url }) => url.startsWith('/assets/'));
    expect(assetRoutes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      'GET /assets/*',
      'HEAD /assets/*',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/assets/page-def456.js' })).body).toBe('console.log(2);');
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/page-def456.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-000000.js' })).statusCode).toBe(404);
    for (const url of ['/assets/../index.html', '/assets/%2e%2e/index.html', '/assets/..%2f..%2fpackage.json']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.body, url).not.toContain('<!--app-html-->');
      expect(answer.body, url).not.toContain('"type":"module"');
    }
  });

  it('re-encodes a JPEG/HTML polyglot and serves only image bytes, as an image, sandboxed', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/furniture-photos',
      ...(await multipart(
        { clientEmail: 'dorothy@example.com', furnitureType: 'Desk', furnitureDescription: 'A desk in two boxes.' },
        { bytes: await jpegHtmlPolyglot(), name: '<img src=x onerror=alert(1)>.html', type: 'text/html' },
      )),
    });
    // Accepted by its bytes (a valid JPEG), whatever its name and declared type say.
    expect(upload.statusCode).toBe(201);
    const { photoUrl } = upload.json().photos[0];
    expect(photoUrl).toMatch(/^\/api\/furniture-photos\/file\/[0-9a-f]{32}$/);
    for (const url of [photoUrl, `${photoUrl}/thumb`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect(res.rawPayload.includes(Buffer.from('onerror'))).toBe(false);
    }
    // The uploader's file name is nowhere on disk.
    const files = await fs.readdir(photosDir, { recursive: true });
    expect(files.some((name) => String(name).includes('onerror') || String(name).endsWith('.html'))).toBe(false);
  });

  it('marks who-am-I and tracking answers private, no-store', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://assist.example' },
      payload: {
        firstName: 'Ruth',
        lastName: 'Moss',
        email: 'ruth.moss@example.com',
        phone: '(352) 555-0142',
        serviceInterest: 'Home & Tech Support',
        message: 'Please help me set up my new tablet.',
      },
    });
    expect(created.statusCode).toBe(201);
    const code = (created.json() as { trackingToken: string }).trackingToken;
    for (const url of [
      '/api/user',
      `/api/contact/track/${code}`,
      '/api/contact/track/TA-AAAA-AAAA',
      '/api/contact/track',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('marks every page about someone private, no-store, so Back after sign-out shows nothing from the cache', async () => {
    const client = await registerClient(t);
    const staff = await createStaff(t, 'admin');
    for (const [who, cookie] of [
      ['client', client.cookie],
      ['admin', staff.cookie],
    ] as const) {
      for (const url of ['/dashboard', '/invoices/1', '/quotes/1', '/reports/1', '/admin', '/admin/invoices/1', '/']) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookieHeader(t, cookie) });
        expect(res.headers['cache-control'], `${who} ${url}`).toBe('private, no-store');
      }
    }
    // Signed out, a page reached by a secret link or a code is about someone too.
    for (const url of [
      '/quote/abcdefghijklmnopqrstuvwxyz',
      '/pay/abcdefghijklmnopqrstuvwxyz',
      '/es/pay/abcdefghijklmnopqrstuvwxyz',
      '/es/circle/accept/abcdefghijklmnop',
      '/track-request?code=TA-AAAA-AAAA',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('answers API errors as JSON with nosniff, never as a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a URL the router cannot decode in our shape, with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact/track/%E0%A4%A' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { code: 'bad_address', message: BAD_URL_MESSAGE },
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
