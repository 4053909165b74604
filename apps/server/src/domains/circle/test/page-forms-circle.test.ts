import { CIRCLE_FORM_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, createStaff, registerClient, sessionCookie, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

const TOKEN = 'k3Y_abcdefghijklmnopqrstuvwxyz0123456789';

/** A url-encoded post with a repeated field, as a group of ticked boxes sends it. */
function postFields(t: TestApp, url: string, fields: [string, string][], cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? cookieHeader(t, cookie) : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

// The circle's forms work without JavaScript: a refusal shows the page again with what was typed and
// ticked (never a password), checked with the React form's own schema before any work is done.
describe.each(engines)('circle forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('shows an invite without a right again, with the name typed and the boxes ticked', async () => {
    const { body } = await registerClient(t);
    const login = await postForm(t, '/auth', { _form: 'login', username: body.username, password: body.password });
    const cookie = sessionCookie(t, login);
    const res = await postFields(
      t,
      '/circle',
      [
        ['_form', 'circle-invite'],
        ['name', 'Anna Lee'],
        ['email', 'anna@example.com'],
        ['visitNotices', 'done'],
        ['visitNotices', 'on_my_way'],
      ],
      cookie,
    );
    expect(res.statusCode).toBe(400);
    const { form, user } = renderedInput(res.body);
    expect(user).toBe(body.username);
    expect(form).toEqual({
      form: 'circle-invite',
      values: { name: 'Anna Lee', email: 'anna@example.com', rights: '', visitNotices: 'on_my_way,done' },
      errors: { rights: CIRCLE_FORM_MESSAGES.rightsRequired },
      message: null,
    });
  });

  it('drops words that are not rights before checking them, in the Spanish page too', async () => {
    const res = await postFields(t, '/es/circle', [
      ['_form', 'circle-invite'],
      ['name', ''],
      ['email', 'anna@example.com'],
      ['rights', 'requests'],
      ['rights', 'everything'],
    ]);
    expect(res.statusCode).toBe(400);
    const { form, url } = renderedInput(res.body);
    expect(url).toBe('/es/circle');
    expect(form?.values.rights).toBe('requests');
    expect(form?.errors).toMatchObject({ name: CIRCLE_FORM_MESSAGES.nameRequired });
  });

  it('confirms a contact the office proposed, and takes the OK of the office notice', async () => {
    const { body } = await registerClient(t);
    const client = await t.app.repos.users.findByLogin(body.username);
    const staff = await createStaff(t);
    const admin = await createStaff(t, 'admin');
    const proposal = (email: string) => ({
      name: 'Luis Diaz',
      email,
      rights: ['appointments'],
      consentMethod: 'phone',
      consentNote: 'Asked on the phone on Monday.',
    });
    const url = `/api/admin/clients/${client?.id}/circle`;
    const proposed = await t.app.inject({
      method: 'POST',
      url,
      headers: cookieHeader(t, staff.cookie),
      payload: proposal('luis@example.com'),
    });
    await t.app.inject({
      method: 'POST',
      url,
      headers: cookieHeader(t, admin.cookie),
      payload: proposal('ana@example.com'),
    });
    const login = await postForm(t, '/auth', { _form: 'login', username: body.username, password: body.password });
    const cookie = sessionCookie(t, login);
    const confirmed = await postFields(
      t,
      '/circle',
      [
        ['_form', 'circle-confirm'],
        ['id', String(proposed.json().id)],
      ],
      cookie,
    );
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/circle?done=confirmed');
    const again = await postFields(
      t,
      '/circle',
      [
        ['_form', 'circle-confirm'],
        ['id', String(proposed.json().id)],
      ],
      cookie,
    );
    expect(again.statusCode).toBe(404);
    expect(renderedInput(again.body).form?.message).toBe(CIRCLE_FORM_MESSAGES.notProposed);

    const user = () => t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie ?? '') });
    expect((await user()).json().officeAddedContacts).toEqual(['Luis Diaz']);
    const seen = await postFields(t, '/circle', [['_form', 'circle-notice-seen']], cookie);
    expect(seen.statusCode).toBe(303);
    expect((await user()).json().officeAddedContacts).toBeUndefined();
  });

  it('says a contact to remove is not found when the form names none', async () => {
    const res = await postFields(t, '/circle?remove=x', [
      ['_form', 'circle-remove'],
      ['id', 'x'],
    ]);
    expect(res.statusCode).toBe(404);
    expect(renderedInput(res.body).form).toEqual({
      form: 'circle-remove',
      values: {},
      errors: {},
      message: CIRCLE_FORM_MESSAGES.notInCircle,
      code: 'circle_contact_not_found',
    });
  });

  it('shows the new-account form again without its passwords when they differ', async () => {
    const res = await postFields(t, `/circle/accept/${TOKEN}`, [
      ['_form', 'circle-accept-new'],
      ['firstName', 'Anna'],
      ['lastName', 'Lee'],
      ['password', 'a long private passphrase'],
      ['confirmPassword', 'another passphrase'],
    ]);
    expect(res.statusCode).toBe(400);
    const { form } = renderedInput(res.body);
    expect(form?.form).toBe('circle-accept-new');
    expect(form?.values).toEqual({ firstName: 'Anna', lastName: 'Lee' });
    expect(form?.errors).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(res.body).not.toContain('passphrase');
    expect(res.headers['set-cookie']).toBeUndefined();
    // The invitation's page sends only the origin as Referer: its URL holds the token.
    expect(res.headers['referrer-policy']).toBe('strict-origin');
  });

  it('sends a post of no known form back to the circle page, in its language', async () => {
    const res = await postFields(t, '/es/circle', [['_form', 'nothing']]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es/circle');
  });
});
