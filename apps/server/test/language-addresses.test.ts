import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from './echo-web-root.js';
import { engines } from './fresh-database.js';
import type { TestApp } from './helper.js';
import { buildPageApp, postForm } from './page-form-posts.js';

const HTML = { accept: 'text/html,application/xhtml+xml' };

// Each page's language is its address (docs/i18n.md "Addresses"): the switch keeps the choice in a
// cookie, an English address read with that cookie goes to its Spanish page, and the back office has
// no Spanish pages.
describe.each(engines)('page addresses by language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...HTML, ...(cookie ? { cookie } : {}) } });

  it('renders Spanish and English addresses as they are, without a cookie', async () => {
    for (const url of ['/es/contact', '/contact', '/es']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(renderedInput(res.body).url).toBe(url);
    }
  });

  it('sends a visitor who chose Spanish from an English address to its Spanish page', async () => {
    const res = await get('/contact?service=furniture', 'lang=es');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es/contact?service=furniture');
    expect((await get('/', 'lang=es')).headers.location).toBe('/es');
    // English chosen, or no choice: the English page.
    expect((await get('/contact', 'lang=en')).statusCode).toBe(200);
  });

  it('gives the Spanish home page one address, and the back office none in Spanish', async () => {
    expect((await get('/es/')).headers.location).toBe('/es');
    expect((await get('/es/?quote=open')).headers.location).toBe('/es?quote=open');
    expect((await get('/es/admin/contacts')).headers.location).toBe('/admin/contacts');
    // The back office stays English for a visitor who chose Spanish.
    const admin = await get('/admin', 'lang=es');
    expect(admin.statusCode).toBe(200);
    expect(renderedInput(admin.body).url).toBe('/admin');
  });

  it('keeps the switch’s choice for a year and answers with the same page in that language', async () => {
    const res = await postForm(t, '/language', { language: 'es', next: '/track-request?token=TA-AAAA-BBBB' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es/track-request?token=TA-AAAA-BBBB');
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'es', maxAge: 365 * 24 * 60 * 60, httpOnly: true, sameSite: 'Lax' });
    const back = await postForm(t, '/language', { language: 'en', next: '/es/contact' });
    expect(back.headers.location).toBe('/contact');
  });

  it('never sends the switch anywhere but this site, and refuses a language it does not have', async () => {
    expect((await postForm(t, '/language', { language: 'es', next: '//evil.example/x' })).headers.location).toBe('/es');
    const refused = await postForm(t, '/language', { language: 'fr', next: '/' });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });
});
