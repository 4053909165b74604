import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoWebRoot } from '../echo-web-root.js';
import { engines } from '../fresh-database.js';
import { buildTestApp, type TestApp } from '../helper.js';

const PUBLIC_URL = 'https://assist.example';

/** Where a Location header leads from a page of this site. */
function destination(location: string | undefined): URL | undefined {
  return location === undefined ? undefined : new URL(location, `${PUBLIC_URL}/somewhere`);
}

// A redirect is only ever to this site: no request can make the server answer with a
// Location on another host, whatever its path.
describe.each(engines)('redirects stay on this site on %s', (engine) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await echoWebRoot();
    t = await buildTestApp(engine, { web: 'production', webRoot, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  it.each([
    '//evil.example/x',
    '//evil.example',
    '/\\evil.example/x',
    '/%2F%2Fevil.example/x',
    '/%5Cevil.example',
    '///evil.example/x',
  ])('answers a POST to %s without a Location to another host', async (url) => {
    const bodies = [
      {},
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({ method: 'POST', url, ...body });
      const to = destination(res.headers.location as string | undefined);
      expect({ url, body, host: to?.host ?? 'no redirect' }).toEqual({
        url,
        body,
        host: to ? 'assist.example' : 'no redirect',
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('still sends a form posted to a page without a form handler back to that page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/blog?page=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blog?page=2');
  });
});
