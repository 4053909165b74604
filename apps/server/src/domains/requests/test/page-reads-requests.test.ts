import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { landingPayload } from '../../../../test/support/contact-requests.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

/**
 * The requests' pages read their data by their routes' own operations (http/page-reads.ts): the same
 * answer the visitor would get from the API, and the same limit, shared by the API and the page.
 */
describe.each(engines)('the requests pages’ reads on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reads a tracked request, the client’s own requests and the services as the API answers them', async () => {
    const client = await registerClient(t);
    const own = cookieHeader(t, client.cookie);
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: landingPayload, headers: own });
    expect(sent.statusCode).toBe(201);
    const { trackingToken } = sent.json() as { trackingToken: string };
    const tracked = `/api/contact/track/${encodeURIComponent(trackingToken)}`;
    for (const path of [tracked, '/api/contact/user', '/api/service-types']) {
      expect((await expectPageReadAsApi(t, path, own))?.status, path).toBe(200);
    }
    // Signed out, the list is the API's 401; tracking and the services need no session.
    expect((await expectPageReadAsApi(t, '/api/contact/user'))?.status).toBe(401);
    expect((await expectPageReadAsApi(t, tracked))?.status).toBe(200);
    expect((await expectPageReadAsApi(t, '/api/service-types'))?.status).toBe(200);
  });

  it('counts a tracking page in the lookups’ limit: 30 in 15 minutes in all, by the API or the page', async () => {
    const lookup = '/api/contact/track/TA-ABCD-EFGH';
    const api = () => t.app.inject({ method: 'GET', url: lookup });
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/track-request?read=${encodeURIComponent(lookup)}` });
      return renderedInput(res.body).reads.map(({ status }) => status);
    };
    for (let i = 0; i < 29; i += 1) expect((await api()).statusCode).toBe(404);
    expect(await page()).toEqual([404]);
    // The thirtieth was the page's: the API is now refused, and so is the page's read.
    expect((await api()).statusCode).toBe(429);
    expect(await page()).toEqual([429]);
  });
});
