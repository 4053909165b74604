import { AUTH_MESSAGES } from '@ta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedInput } from '../echo-web-root.js';
import { engines } from '../fresh-database.js';
import { registerClient, uniqueUser, type TestApp } from '../helper.js';
import { buildPageApp, postForm, postMultipart } from '../page-form-posts.js';

/** Headers a browser sends on a form post that another site started. */
const ATTACKS: Record<string, Record<string, string>> = {
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
  'a foreign Origin': { origin: 'https://attacker.example' },
  'Origin: null': { origin: 'null' },
};

const contact = {
  _form: 'contact',
  firstName: 'Dorothy',
  lastName: 'Baker',
  email: 'dorothy@example.com',
  phone: '(352) 555-0199',
  serviceInterest: 'Home & Tech Support',
  message: 'My new tablet needs setting up, please.',
  notifyByEmail: 'on',
  consentGiven: 'on',
};

// Forms sent without JavaScript are guarded as the JSON API is: other sites' posts are
// refused before anything is read or written, and each form counts in the JSON call's own rate-limit
// bucket, so a visitor's quota is the same with or without JavaScript.
describe.each(engines)('forms sent without JavaScript, guarded like the API, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  async function snapshot() {
    const db = t.app.db;
    return JSON.stringify(
      await Promise.all([
        db.selectFrom('users').selectAll().orderBy('id').execute(),
        db.selectFrom('sessions').selectAll().orderBy('id').execute(),
        db.selectFrom('contactRequests').selectAll().orderBy('id').execute(),
        db.selectFrom('furniturePhotos').selectAll().orderBy('id').execute(),
        db.selectFrom('emailOutbox').selectAll().orderBy('id').execute(),
        db.selectFrom('signInCodes').selectAll().orderBy('id').execute(),
      ]),
    );
  }

  it.each(Object.keys(ATTACKS))('refuses a form posted from another site (%s), changing nothing', async (name) => {
    const { body: person } = await registerClient(t);
    const before = await snapshot();
    const posts = [
      postForm(t, '/', contact, ATTACKS[name]),
      postForm(t, '/auth', { _form: 'login', username: person.username, password: person.password }, ATTACKS[name]),
      postForm(t, '/auth?tab=register', { _form: 'register', ...uniqueUser() }, ATTACKS[name]),
      postForm(t, '/forgot-password', { _form: 'forgot-password', email: person.email }, ATTACKS[name]),
      postForm(t, '/reset-password?token=abcdefghijkl', { password: 'a', confirmPassword: 'a' }, ATTACKS[name]),
      postForm(t, '/track-request', { token: 'TA-2222-2222' }, ATTACKS[name]),
      postForm(t, '/sign-in/email', { _form: 'email-sign-in', email: person.email }, ATTACKS[name]),
      postForm(t, '/sign-in/code', { _form: 'sign-in-code', email: person.email, code: '123456' }, ATTACKS[name]),
      postForm(t, '/es/sign-in/link?token=abcdefghijkl', { _form: 'sign-in-link' }, ATTACKS[name]),
      postForm(t, '/blog', { a: '1' }, ATTACKS[name]),
      postMultipart(t, '/contact', { name: 'Walter Green' }, [], ATTACKS[name]),
      postMultipart(t, '/furniture-upload', { clientEmail: person.email }, [], ATTACKS[name]),
    ];
    for (const res of await Promise.all(posts)) {
      expect({ status: res.statusCode, body: res.json(), location: res.headers.location }).toEqual({
        status: 403,
        body: { code: 'cross_site', message: AUTH_MESSAGES.crossSite },
        location: undefined,
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('keeps the JSON API refusing form bodies (the photo upload takes multipart only)', async () => {
    for (const url of ['/api/register', '/api/contact', '/api/login', '/api/password-reset', '/api/sign-in/code']) {
      const encoded = await postForm(t, url, { ...uniqueUser(), ...contact });
      expect({ url, status: encoded.statusCode }).toEqual({ url, status: 415 });
      const multipart = await postMultipart(t, url, { ...uniqueUser(), ...contact }, []);
      expect({ url, status: multipart.statusCode }).toEqual({ url, status: 415 });
    }
    const upload = await postForm(t, '/api/furniture-photos', { clientEmail: 'a@example.com' });
    expect(upload.statusCode).toBe(415);
  });
});

describe.each(engines)('rate limits of forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildPageApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts a form in the JSON call’s bucket: 10 requests an hour in all, then the page says why', async () => {
    const json = { ...contact, notifyByEmail: true, consentGiven: true, newsletter: false, notifyBySms: false };
    for (let i = 0; i < 9; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: json })).statusCode).toBe(201);
    }
    expect((await postForm(t, '/', contact)).statusCode).toBe(303);
    // The tenth was the form's: the JSON call is now refused, and so is the form, on its page.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: json })).statusCode).toBe(429);
    const refused = await postForm(t, '/', contact);
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'contact',
      values: { firstName: 'Dorothy' },
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
    const stored = await t.app.db.selectFrom('contactRequests').select('id').orderBy('id').execute();
    expect(stored).toHaveLength(10);
  });

  it('stops reading photo forms from an address past the upload limit, and says so on the page', async () => {
    // Refused forms still cost the reading of up to 26 MB: the 11th in an hour is turned away first.
    const upload = { _form: 'furniture-upload', clientEmail: 'irene@example.com' };
    for (let i = 0; i < 10; i += 1) {
      expect((await postMultipart(t, '/furniture-upload', upload, [])).statusCode).toBe(400);
    }
    const refused = await postMultipart(t, '/furniture-upload', upload, []);
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toEqual({
      form: 'furniture-upload',
      values: {},
      errors: {},
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
  });
});
