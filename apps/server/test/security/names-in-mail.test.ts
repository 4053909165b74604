import { AUTH_MESSAGES, NAME_MESSAGES } from '@ta/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../fresh-database.js';
import { buildTestApp, cookieHeader, registerClient, STRONG_PASSWORD, uniqueUser, type TestApp } from '../helper.js';
import { startMailbox, type Mailbox } from '../mailbox.js';

/** Names someone could type to make the business's own e-mail say something else. */
const HOSTILE_NAMES = [
  'Visit http://evil.example now',
  'www.evil.example',
  'evil.example',
  'Call 1-800-555-0100',
  'Margaret2',
  'Ann <b>Lee</b>',
  'Account locked: sign in at',
  'A'.repeat(101),
];

// A name is a name: letters (any alphabet), spaces, apostrophes, hyphens and periods, of a sensible
// length, and no web address; what anyone types about themselves goes into mail to any address.
describe.each(engines)('names that reach e-mails, on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    await mailbox.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(engine, { smtpUrl: mailbox.url, rateLimits: false });
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a name that is not a name at registration, in the profile, the invitation and its account', async () => {
    const { cookie } = await registerClient(t);
    const before = await t.app.db.selectFrom('users').select('id').orderBy('id').execute();
    for (const name of HOSTILE_NAMES) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: uniqueUser({ firstName: name }),
      });
      expect(registered.statusCode, name).toBe(400);
      expect(registered.json().fields.firstName, name).toMatch(
        /^(Please use only letters|Please type a name, not a web address|First name is too long)/,
      );
      const lastName = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: uniqueUser({ lastName: name }),
      });
      expect(lastName.statusCode, name).toBe(400);
      const profile = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: cookieHeader(t, cookie),
        payload: { firstName: name, lastName: 'Hill', email: 'someone@example.com' },
      });
      expect(profile.statusCode, name).toBe(400);
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/circle',
        headers: cookieHeader(t, cookie),
        payload: { name, email: 'daughter@example.com', rights: ['appointments'] },
      });
      expect(invited.statusCode, name).toBe(400);
    }
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: uniqueUser({ firstName: 'A'.repeat(51) }),
    });
    expect(long.json().fields.firstName).toBe('First name is too long');
    expect(await t.app.db.selectFrom('users').select('id').orderBy('id').execute()).toEqual(before);
    expect(await t.app.db.selectFrom('trustedContacts').select('id').orderBy('id').execute()).toEqual([]);
    expect(NAME_MESSAGES.lettersOnly).toMatch(/^Please use only letters/);
  });

  it('takes the names people have: accents, other alphabets, apostrophes, hyphens, initials', async () => {
    for (const [firstName, lastName] of [
      ['Mary-Jo', "O'Neil"],
      ['José', 'Muñoz García'],
      ['J. R.', 'St. John'],
      ['Zoë', 'D’Angelo'],
      ['Ngọc', 'Nguyễn'],
      ['Анна', 'Иванова'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: uniqueUser({ firstName, lastName }),
      });
      expect(res.statusCode, `${firstName} ${lastName}: ${res.body}`).toBe(201);
    }
  });

  it('words the invitation e-mail’s subject itself: the inviter’s name is not its message', async () => {
    const { cookie } = await registerClient(t, { firstName: 'Margaret', lastName: 'Hill' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/circle',
      headers: cookieHeader(t, cookie),
      payload: { name: 'Ann Lee', email: 'ann.lee@example.com', rights: ['appointments'] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.app.mailer.flush();
    const email = await mailbox.latestTo('ann.lee@example.com');
    expect(email.subject).toBe('You are invited to help with an account at Trusted Assistance');
    expect(email.subject).not.toContain('Margaret');
    expect(email.text).toContain('Margaret Hill');
  });

  it('keeps the same rule on the new account made from an invitation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/circle/invitations/abcdefghijklmnopqrstuvwxyz0123456789abcdefg/accept-new',
      payload: {
        firstName: 'www.evil.example',
        lastName: 'Lee',
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.firstName).toBe(NAME_MESSAGES.noAddress);
    expect(res.json().message).not.toBe(AUTH_MESSAGES.notSignedIn);
  });
});
