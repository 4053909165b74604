import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp } from '../../../../test/page-form-posts.js';
import { expectPageReadAsApi } from '../../../../test/support/page-reads.js';

// The landing page is rendered with the price list a browser would read from the API, for anyone.
describe.each(engines)('the landing page reads the price list as the API answers it on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the public price list signed out and signed in', async () => {
    const read = await expectPageReadAsApi(t, '/api/price-list');
    expect(read?.status).toBe(200);
    const client = await registerClient(t);
    expect((await expectPageReadAsApi(t, '/api/price-list', cookieHeader(t, client.cookie)))?.body).toEqual(read?.body);
  });
});
