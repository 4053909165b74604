import { AUTH_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import {
  cookieHeader,
  createStaff,
  registerClient,
  sessionCookie,
  NEW_PASSWORD,
  STRONG_PASSWORD,
  uniqueUser,
  type TestApp,
} from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

// /auth, /forgot-password and /reset-password work without JavaScript. Signing in sets the
// session cookie and sends the person on (to the `next` page, or the role's landing page);
// a refusal shows the form again, with what was typed but never a password or a token.
describe.each(engines)('account forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const whoIs = async (cookie: string | undefined) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? cookieHeader(t, cookie) : {} });
    return res.statusCode === 200 ? (res.json() as { username: string }).username : null;
  };

  it('logs a client in and sends them to the page they came from, or to /dashboard', async () => {
    const { body } = await registerClient(t);
    const login = { _form: 'login', username: body.username, password: body.password };

    const back = await postForm(t, '/auth?next=%2Fappointments%3Ftab%3Dpast', login);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/appointments?tab=past');
    expect(await whoIs(sessionCookie(t, back))).toBe(body.username);

    const landing = await postForm(t, '/auth', { ...login, username: body.email });
    expect(landing.headers.location).toBe('/dashboard');
    expect(await whoIs(sessionCookie(t, landing))).toBe(body.username);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ])('never sends a person to another host after logging in (next=%s)', async (next) => {
    const { body } = await registerClient(t);
    const res = await postForm(t, `/auth?next=${encodeURIComponent(next)}`, {
      _form: 'login',
      username: body.username,
      password: body.password,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('sends staff and admins to /admin', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const { user } = await createStaff(t, role);
      const res = await postForm(t, '/auth', { _form: 'login', username: user.username, password: STRONG_PASSWORD });
      expect(res.headers.location).toBe('/admin');
    }
  });

  it('shows a refused login again with the username but never the password', async () => {
    const { body } = await registerClient(t);
    const wrong = await postForm(t, '/auth?next=%2Fprofile', {
      _form: 'login',
      username: body.username,
      password: 'Not-The-Right-One-7',
    });
    expect(wrong.statusCode).toBe(401);
    expect(sessionCookie(t, wrong)).toBeUndefined();
    const { form, url } = renderedInput(wrong.body);
    expect(url).toBe('/auth?next=%2Fprofile');
    expect(form).toEqual({
      form: 'login',
      values: { username: body.username },
      errors: {},
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'invalid_credentials',
    });
    expect(wrong.body).not.toContain('Not-The-Right-One-7');

    const short = await postForm(t, '/auth', { _form: 'login', username: 'ab', password: '123' });
    expect(short.statusCode).toBe(400);
    expect(renderedInput(short.body).form?.errors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('creates a client account from the register form, signed in and sent to /dashboard', async () => {
    const person = uniqueUser();
    const res = await postForm(t, '/auth?tab=register', { _form: 'register', ...person, role: 'admin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(await whoIs(sessionCookie(t, res))).toBe(person.username);
    expect(await t.app.repos.users.findByLogin(person.username)).toMatchObject({
      role: 'client',
      email: person.email,
    });
  });

  it('shows register problems next to the fields, keeping what was typed except the passwords', async () => {
    const person = uniqueUser();
    const mismatch = await postForm(t, '/auth?tab=register', {
      _form: 'register',
      ...person,
      confirmPassword: 'Something-Else-99',
    });
    expect(mismatch.statusCode).toBe(400);
    const { form } = renderedInput(mismatch.body);
    expect(form).toEqual({
      form: 'register',
      values: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        username: person.username,
        // The referral box, left empty (docs/referrals.md).
        referralCode: '',
      },
      errors: { confirmPassword: 'Passwords do not match' },
      message: null,
    });
    expect(mismatch.body).not.toContain(person.password);

    // The server's own refusals (a taken username) land beside their field too.
    const { body: taken } = await registerClient(t);
    const conflict = await postForm(t, '/auth?tab=register', {
      _form: 'register',
      ...uniqueUser(),
      username: taken.username,
    });
    expect(conflict.statusCode).toBe(409);
    expect(renderedInput(conflict.body).form?.errors).toEqual({ username: AUTH_MESSAGES.usernameTaken });
    expect(await t.app.repos.users.findByLogin(person.username)).toBeUndefined();
  });

  it('answers a reset request with the same neutral confirmation as the JSON call, and sends the link', async () => {
    const { body } = await registerClient(t);
    for (const email of [body.email, 'nobody@example.com']) {
      const res = await postForm(t, '/forgot-password', { _form: 'forgot-password', email });
      expect(res.statusCode).toBe(200);
      expect(renderedInput(res.body).form).toMatchObject({
        form: 'forgot-password',
        errors: {},
        outcome: { message: AUTH_MESSAGES.resetRequested },
      });
    }
    const sent = await t.app.db.selectFrom('emailOutbox').select(['toAddress', 'kind']).orderBy('id').execute();
    expect(sent).toEqual([{ toAddress: body.email, kind: 'password-reset' }]);

    const invalid = await postForm(t, '/forgot-password', { _form: 'forgot-password', email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(renderedInput(invalid.body).form?.errors).toEqual({ email: 'Please enter a valid email' });
  });

  it('sets a new password from the e-mailed link’s page, and never puts the token into the page', async () => {
    const { body } = await registerClient(t);
    const user = await t.app.repos.users.findByLogin(body.username);
    const token = randomToken();
    await t.app.repos.passwordResets.create(user!.id, sha256(token), new Date(Date.now() + 60_000).toISOString());
    const page = `/reset-password?token=${encodeURIComponent(token)}`;

    const weak = await postForm(t, page, {
      _form: 'reset-password',
      password: 'password',
      confirmPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(renderedInput(weak.body).form).toEqual({
      form: 'reset-password',
      values: {},
      errors: { password: AUTH_MESSAGES.commonPassword },
      message: null,
    });

    const done = await postForm(t, page, {
      _form: 'reset-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    const { form } = renderedInput(done.body);
    expect(form).toMatchObject({ form: 'reset-password', values: {}, outcome: { message: AUTH_MESSAGES.resetDone } });
    expect(JSON.stringify(form)).not.toContain(token);
    const login = await postForm(t, '/auth', { _form: 'login', username: body.username, password: NEW_PASSWORD });
    expect(login.headers.location).toBe('/dashboard');

    // The link worked once.
    const again = await postForm(t, page, {
      _form: 'reset-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(renderedInput(again.body).form).toMatchObject({ errors: {}, message: AUTH_MESSAGES.resetInvalid });
    const missing = await postForm(t, '/reset-password', {
      _form: 'reset-password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(renderedInput(missing.body).form).toMatchObject({ errors: {}, message: 'This reset link is not valid' });
  });
});
