import { AUTH_MESSAGES } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../echo-web-root.js';
import { engines } from '../fresh-database.js';
import { cookieHeader, registerClient, sessionCookie, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';
import { buildPageApp, postForm } from '../page-form-posts.js';

let counter = 0;
const freshAddress = (name: string) => `${name}-${(counter += 1)}@example.com`;

/**
 * A stolen session is not a permanent takeover: changing the account's e-mail (where "forgot
 * password" sends its link) needs the current password, and the old address is told
 * (docs/security.md, "Changing the e-mail address").
 */
describe.each(engines)('changing the e-mail address on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildPageApp(engine, { smtpUrl: mailbox.url });
  });
  afterEach(async () => {
    await t.close();
  });

  const patch = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: cookieHeader(t, cookie), payload });

  it('refuses a new address without the right current password, and changes nothing', async () => {
    const owner = freshAddress('rosa');
    const client = await registerClient(t, { email: owner });
    const thief = freshAddress('thief');
    const profile = { firstName: 'Rosa', lastName: 'Diaz', email: thief };
    for (const currentPassword of [undefined, '', 'not-her-password']) {
      const res = await patch(client.cookie, {
        ...profile,
        ...(currentPassword === undefined ? {} : { currentPassword }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields?.currentPassword).toBeDefined();
    }
    const stored = await t.app.repos.users.findById(client.user.id);
    expect(stored?.email).toBe(owner);
    // The name alone changes without the password.
    const renamed = await patch(client.cookie, { firstName: 'Rosita', lastName: 'Diaz', email: owner.toUpperCase() });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().firstName).toBe('Rosita');
  });

  it('changes it with the password and tells the old address', async () => {
    const owner = freshAddress('rosa');
    const client = await registerClient(t, { email: owner });
    const next = freshAddress('rosa-new');
    const res = await patch(client.cookie, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: next,
      currentPassword: client.body.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(next);
    await t.app.mailer.flush();
    const told = await mailbox.latestTo(owner);
    expect(told.text).toContain(next);
    expect(told.text).not.toContain(client.body.password);
  });

  it('works without JavaScript: the profile form asks for the password, then saves', async () => {
    const owner = freshAddress('rosa');
    const { body } = await registerClient(t, { email: owner });
    const login = await postForm(t, '/auth', { _form: 'login', username: body.username, password: body.password });
    const cookie = cookieHeader(t, sessionCookie(t, login) ?? '');
    const next = freshAddress('rosa-new');
    const fields = { _form: 'profile', firstName: 'Rosa', lastName: 'Diaz', email: next };
    const refused = await postForm(t, '/profile', { ...fields, currentPassword: 'wrong-password' }, cookie);
    expect(refused.statusCode).toBe(400);
    const { form } = renderedInput(refused.body);
    expect(form?.errors).toMatchObject({ currentPassword: AUTH_MESSAGES.wrongCurrentPassword });
    expect(form?.values).not.toHaveProperty('currentPassword');
    const saved = await postForm(t, '/profile', { ...fields, currentPassword: body.password }, cookie);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/profile?profile=saved');
    expect((await t.app.repos.users.findByLogin(body.username))?.email).toBe(next);
  });
});
