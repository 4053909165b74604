import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { landingPayload } from '../../../../test/support/contact-requests.js';
import { buildPageReadApp, pageReading, pageReads } from '../../../../test/support/page-read-web-root.js';

/**
 * The requests' pages read their data by their routes' own operations (http/page-reads.ts): the same
 * answer the visitor would get from the API, and the same limit, shared by the API and the page.
 */
describe.each(engines)('the requests pages’ reads on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageReadApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const api = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? cookieHeader(t, cookie) : {} });
  const page = async (cookie: string | undefined, ...paths: string[]) => {
    const res = await api(pageReading('/track-request', ...paths), cookie);
    expect(res.statusCode).toBe(200);
    return pageReads(res.body);
  };

  it('reads a tracked request, the client’s own requests and the services as the API answers them', async () => {
    const client = await registerClient(t);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: landingPayload,
      headers: cookieHeader(t, client.cookie),
    });
    expect(sent.statusCode).toBe(201);
    const tracked = `/api/contact/track/${encodeURIComponent((sent.json() as { trackingToken: string }).trackingToken)}`;
    const paths = [tracked, '/api/contact/user', '/api/service-types'];
    for (const path of paths) expect(t.app.pageReads.has(path), path).toBe(true);

    const reads = await page(client.cookie, ...paths);
    for (const [index, path] of paths.entries()) {
      const answer = await api(path, client.cookie);
      expect(answer.statusCode, path).toBe(200);
      expect(reads[index], path).toEqual({ path, status: 200, body: answer.json() });
    }
    // Signed out, the list is the API's 401; tracking and the services need no session.
    const signedOut = await page(undefined, ...paths);
    expect(signedOut.map(({ status }) => status)).toEqual([200, 401, 200]);
  });

  it('counts a tracking page in the lookups’ limit: 30 in 15 minutes in all, by the API or the page', async () => {
    const lookup = '/api/contact/track/TA-ABCD-EFGH';
    for (let i = 0; i < 29; i += 1) expect((await api(lookup)).statusCode).toBe(404);
    expect((await page(undefined, lookup)).map(({ status }) => status)).toEqual([404]);
    // The thirtieth was the page's: the API is now refused, and so is the page's read.
    expect((await api(lookup)).statusCode).toBe(429);
    expect((await page(undefined, lookup)).map(({ status }) => status)).toEqual([429]);
  });
});
