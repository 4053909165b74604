import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './fresh-database.js';
import { cookieHeader, createStaff, type TestApp } from './helper.js';
import { buildPageApp } from './page-form-posts.js';

// The renderer says when the page's app starts (at the first reach on a signed-out page, else at load);
// the server writes it on #root for the page's first script (apps/web/src/app/first-reach.ts).
describe.each(engines)('when a page starts its app, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(() => t.close());

  it('writes the renderer’s choice on #root, for the signed-out visitor and the signed-in one', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(signedOut.body).toContain('<div id="root" data-start="first-reach">');

    const staff = await createStaff(t);
    const signedIn = await t.app.inject({ method: 'GET', url: '/admin', headers: cookieHeader(t, staff.cookie) });
    expect(signedIn.body).toContain('<div id="root" data-start="load">');
  });
});
