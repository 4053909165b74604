import { AUTH_MESSAGES, EMAIL_SIGN_IN_MESSAGES } from '@ta/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderedInput } from '../../../../test/echo-web-root.js';
import { engines } from '../../../../test/fresh-database.js';
import { cookieHeader, registerClient, type TestApp } from '../../../../test/helper.js';
import { buildPageApp, postForm } from '../../../../test/page-form-posts.js';

// A form sent without JavaScript does the JSON route's own operation (http/operations.ts): one count
// of each limit however the calls come in, so a visitor's quota is the same with or without
// JavaScript, and a refusal comes back on the form's page with what was typed.
describe.each(engines)('the sign-in and account forms share the JSON calls’ limits on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildPageApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  const json = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers });

  it('counts reset requests by the API and by the form together: 5 in 15 minutes, then both are refused', async () => {
    const email = 'nobody@example.com';
    for (let i = 0; i < 4; i += 1) expect((await json('POST', '/api/password-reset', { email })).statusCode).toBe(200);
    expect((await postForm(t, '/forgot-password', { _form: 'forgot-password', email })).statusCode).toBe(200);
    expect((await json('POST', '/api/password-reset', { email })).statusCode).toBe(429);
    const refused = await postForm(t, '/es/forgot-password', { _form: 'forgot-password', email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(renderedInput(refused.body).form).toEqual({
      form: 'forgot-password',
      values: { email },
      errors: {},
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
  });

  it('counts profile saves by the API and by the form together, and sends a signed-out form to sign in', async () => {
    const client = await registerClient(t);
    const as = cookieHeader(t, client.cookie);
    const profile = { firstName: 'Rosa', lastName: 'Diaz', email: client.body.email };
    for (let i = 0; i < 9; i += 1) expect((await json('PATCH', '/api/user/profile', profile, as)).statusCode).toBe(200);
    const saved = await postForm(t, '/profile', { _form: 'profile', ...profile }, as);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/profile?profile=saved');
    expect((await json('PATCH', '/api/user/profile', profile, as)).statusCode).toBe(429);
    const refused = await postForm(t, '/profile', { _form: 'profile', ...profile, firstName: 'Rose' }, as);
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'profile',
      values: { firstName: 'Rose' },
      code: 'rate_limited',
    });

    // The guard comes first: signed out, the form goes to the sign-in page and back.
    const signedOut = await postForm(t, '/es/profile', { _form: 'profile', ...profile });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/es/auth?next=%2Fprofile');
  });

  it('counts asks for one address by the API and by the form together: 5 e-mails, then both are refused', async () => {
    const email = 'someone@example.com';
    for (let i = 0; i < 4; i += 1) expect((await json('POST', '/api/sign-in/email', { email })).statusCode).toBe(200);
    const fifth = await postForm(t, '/sign-in/email', { _form: 'email-sign-in', email });
    expect(fifth.statusCode).toBe(200);
    expect(renderedInput(fifth.body).form?.outcome).toBeDefined();
    const api = await json('POST', '/api/sign-in/email', { email });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ code: 'sign_in_too_many_requests' });
    const refused = await postForm(t, '/sign-in/email', { _form: 'email-sign-in', email });
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toMatchObject({
      form: 'email-sign-in',
      values: { email },
      message: EMAIL_SIGN_IN_MESSAGES.tooManyRequests,
      code: 'sign_in_too_many_requests',
    });
    // Another address from the same browser is still served: the limit is the address's.
    const other = await postForm(t, '/sign-in/email', { _form: 'email-sign-in', email: 'other@example.com' });
    expect(other.statusCode).toBe(200);
  });

  it('counts second steps from one address by the API and by the form together: 30, then both are refused', async () => {
    for (let i = 0; i < 29; i += 1) {
      expect((await json('POST', '/api/login/two-step', { code: '123456' })).statusCode).not.toBe(429);
    }
    const last = await postForm(t, '/sign-in/two-step', { _form: 'two-step-code', code: '123456' });
    expect(last.statusCode).not.toBe(429);
    expect((await json('POST', '/api/login/two-step', { code: '123456' })).statusCode).toBe(429);
    const refused = await postForm(t, '/sign-in/two-step', { _form: 'two-step-code', code: '123456' });
    expect(refused.statusCode).toBe(429);
    expect(renderedInput(refused.body).form).toEqual({
      form: 'two-step-code',
      values: {},
      errors: {},
      message: AUTH_MESSAGES.tooManyRequests,
      code: 'rate_limited',
    });
  });
});
