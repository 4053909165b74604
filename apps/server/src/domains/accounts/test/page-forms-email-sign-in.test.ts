import { EMAIL_SIGN_IN_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../../lib/tokens.js';
import { requesterCookieName } from '../routes/email-sign-in.js';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, sessionCookie, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';
import { serviceContext } from '../../service-context.js';

const M = EMAIL_SIGN_IN_MESSAGES;

// /sign-in/email, /sign-in/code and /sign-in/link work without JavaScript: each posts to its own
// page, the server does what the JSON call does, and the code or the link's token never comes back
// into the page.
describe.each(engines)('e-mailed sign-in forms sent without JavaScript on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  /** A live link and code for the client, as the request route stores them. */
  async function issue(userId: number) {
    const token = randomToken();
    const code = '482913';
    await serviceContext(t.app, t.config).inTransaction((tx) =>
      tx.repos.signInCodes.replace(
        userId,
        { token: sha256(token), code: t.app.secretBox.mac(code, 'sign-in-code'), requester: null },
        new Date(Date.now() + 15 * 60_000).toISOString(),
      ),
    );
    return { token, code };
  }

  const methodOf = async (cookie: string | undefined) => {
    if (!cookie) return null;
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(t, cookie) });
    return res.statusCode === 200 ? (res.json() as { signInMethod?: string }).signInMethod : null;
  };

  it('answers the request form with the same neutral outcome for any address, keeping the address', async () => {
    const { body } = await registerClient(t);
    for (const email of [body.email, 'nobody@example.com']) {
      const res = await postForm(t, '/sign-in/email?next=%2Fappointments', { _form: 'email-sign-in', email });
      expect(res.statusCode).toBe(200);
      expect(renderedInput(res.body).form).toEqual({
        form: 'email-sign-in',
        values: { email },
        errors: {},
        message: null,
        outcome: { message: M.requested },
      });
      // The asking browser's cookie comes through the page as well (docs/sign-in.md, "Wrong codes from strangers").
      expect(res.cookies.find((c) => c.name === requesterCookieName(t.config))?.httpOnly).toBe(true);
    }
    const sent = await t.app.db
      .selectFrom('emailOutbox')
      .select(['toAddress', 'kind', 'textBody'])
      .orderBy('id')
      .execute();
    expect(sent.map(({ toAddress, kind }) => ({ toAddress, kind }))).toEqual([
      { toAddress: body.email, kind: 'email-sign-in' },
    ]);
    // The page's `next` rides in the e-mailed link.
    expect(sent[0]?.textBody).toContain('/sign-in/link?token=[hidden]&next=%2Fappointments');

    const invalid = await postForm(t, '/es/sign-in/email', { _form: 'email-sign-in', email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(renderedInput(invalid.body).form?.errors).toEqual({ email: 'Please enter a valid email' });
  });

  it('signs in with the code and goes to next; a wrong code shows the page again without the code', async () => {
    const { body, user } = await registerClient(t);
    const { code } = await issue(user.id);

    const wrong = await postForm(t, '/sign-in/code?next=%2Fappointments', {
      _form: 'sign-in-code',
      email: body.email,
      code: '111111',
    });
    expect(wrong.statusCode).toBe(401);
    expect(sessionCookie(t, wrong)).toBeUndefined();
    expect(renderedInput(wrong.body).form).toEqual({
      form: 'sign-in-code',
      values: { email: body.email },
      errors: {},
      message: M.codeInvalid,
      code: 'sign_in_code_invalid',
    });
    expect(wrong.body).not.toContain('111111');

    const short = await postForm(t, '/sign-in/code', { _form: 'sign-in-code', email: body.email, code: '12' });
    expect(short.statusCode).toBe(400);
    expect(renderedInput(short.body).form?.errors).toEqual({ code: M.codeFormat });

    const right = await postForm(t, '/sign-in/code?next=%2Fappointments', {
      _form: 'sign-in-code',
      email: body.email,
      code,
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/appointments');
    expect(await methodOf(sessionCookie(t, right))).toBe('email_code');
  });

  it('signs a Spanish client in from the Spanish code page to the Spanish dashboard', async () => {
    const { body, user } = await registerClient(t);
    await t.app.repos.users.setLanguage(user.id, 'es');
    const { code } = await issue(user.id);
    const res = await postForm(t, '/es/sign-in/code', { _form: 'sign-in-code', email: body.email, code });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/es/dashboard');
  });

  it('does not sign in when the link is opened, only when its page’s button posts, once', async () => {
    const { user } = await registerClient(t);
    const { token } = await issue(user.id);
    const page = `/sign-in/link?token=${encodeURIComponent(token)}&next=${encodeURIComponent('/properties')}`;

    // A mail scanner opening the link: a page with a button, no session, the link still live.
    const opened = await t.app.inject({ method: 'GET', url: page });
    expect(opened.statusCode).toBe(200);
    expect(sessionCookie(t, opened)).toBeUndefined();
    expect(opened.headers['referrer-policy']).toBe('strict-origin');
    const row = await t.app.db.selectFrom('signInCodes').select('usedAt').executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();

    const res = await postForm(t, page, { _form: 'sign-in-link' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/properties');
    expect(await methodOf(sessionCookie(t, res))).toBe('email_link');

    const again = await postForm(t, page, { _form: 'sign-in-link' });
    expect(again.statusCode).toBe(400);
    expect(sessionCookie(t, again)).toBeUndefined();
    const { form } = renderedInput(again.body);
    expect(form).toEqual({
      form: 'sign-in-link',
      values: {},
      errors: {},
      message: M.linkInvalid,
      code: 'sign_in_link_invalid',
    });
    expect(JSON.stringify(form)).not.toContain(token);
  });

  it('never sends a person to another host after the link (next=//evil.example)', async () => {
    const { user } = await registerClient(t);
    const { token } = await issue(user.id);
    const res = await postForm(t, `/sign-in/link?token=${encodeURIComponent(token)}&next=%2F%2Fevil.example`, {
      _form: 'sign-in-link',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('refuses a link page without a token as an invalid link', async () => {
    const res = await postForm(t, '/sign-in/link', { _form: 'sign-in-link' });
    expect(res.statusCode).toBe(400);
    expect(renderedInput(res.body).form?.message).toBe(M.linkInvalid);
  });
});
