import { EMAIL_SIGN_IN_MESSAGES, PAGE_FORM_FIELD, type PageFormResult } from '@ta/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const origin = 'https://trusted.example.com';
const api = async () => ({ status: 404, body: { message: 'Not found' } });
const TOKEN = 'Secret-Link-Token_abcdefghijklmnop';

function page(url: string, form?: PageFormResult) {
  return render({ url, user: null, origin, api, form });
}

/** The opening tag of the element with this id (the pages are plain server HTML). */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with id="${id}"`);
  return tag;
}

/** The opening tag of the first element with this data-testid. */
function tagWithTestId(html: string, testId: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*\\bdata-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`No element with data-testid="${testId}"`);
  return tag;
}

// The e-mailed link and code's pages work as plain server HTML: each a form that posts, in English
// and Spanish, with the code field a phone fills from the e-mail and the link's token never in the page.
describe('the e-mailed sign-in pages', () => {
  it('offers the e-mailed link and code on the login page, keeping the page to return to', async () => {
    const { html } = await page('/auth?next=%2Fappointments');
    expect(tagWithTestId(html, 'email-sign-in-entry')).toContain('href="/sign-in/email?next=%2Fappointments"');
    expect(html).toContain('E-mail me a sign-in link and code');
    const es = await page('/es/auth');
    expect(tagWithTestId(es.html, 'email-sign-in-entry')).toContain('href="/es/sign-in/email"');
  });

  it('asks for the address with a form that posts to its own page', async () => {
    const { html, status } = await page('/sign-in/email');
    expect(status).toBe(200);
    expect(tagWithTestId(html, 'email-sign-in-form')).toMatch(/method="post"/);
    expect(tagWithTestId(html, 'email-sign-in-form')).not.toContain('action=');
    expect(html).toContain(`name="${PAGE_FORM_FIELD}" value="email-sign-in"`);
    expect(tagWithId(html, 'email-sign-in-email')).toContain('autoComplete="email"');
  });

  it('after a request, says the same for every address and offers the code form with the address filled in', async () => {
    const { html } = await page('/sign-in/email?next=%2Fproperties', {
      form: 'email-sign-in',
      values: { email: 'margaret@example.com' },
      errors: {},
      message: null,
      outcome: { message: EMAIL_SIGN_IN_MESSAGES.requested },
    });
    expect(html).toContain('Check your email');
    const form = tagWithTestId(html, 'sign-in-code-form');
    expect(form).toContain('action="/sign-in/code?next=%2Fproperties"');
    expect(tagWithId(html, 'sign-in-code-email')).toContain('value="margaret@example.com"');
  });

  it('shows a code field a phone fills from the e-mail, with large targets, in both languages', async () => {
    const { html } = await page('/sign-in/code');
    const code = tagWithId(html, 'sign-in-code-code');
    expect(code).toContain('inputMode="numeric"');
    expect(code).toContain('autoComplete="one-time-code"');
    expect(code).toContain('name="code"');
    expect(code).toContain('min-h-12');
    expect(tagWithTestId(html, 'sign-in-code-form')).not.toContain('action=');
    const es = await page('/es/sign-in/code');
    expect(es.html).toContain('Escriba su código para entrar');
    expect(es.html).toContain('Código de 6 cifras');
  });

  it('shows a refused code with the address kept and the code empty', async () => {
    const { html } = await page('/sign-in/code', {
      form: 'sign-in-code',
      values: { email: 'margaret@example.com' },
      errors: {},
      message: EMAIL_SIGN_IN_MESSAGES.codeInvalid,
    });
    expect(tagWithId(html, 'sign-in-code-email')).toContain('value="margaret@example.com"');
    expect(tagWithId(html, 'sign-in-code-code')).toContain('value=""');
    expect(html).toContain(EMAIL_SIGN_IN_MESSAGES.codeInvalid);
  });

  it('shows the link’s page as a button that posts, never with the token in the page', async () => {
    const { html } = await page(`/sign-in/link?token=${TOKEN}&next=%2Fappointments`);
    const form = tagWithTestId(html, 'sign-in-link-form');
    expect(form).toContain('method="post"');
    expect(form).not.toContain('action=');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>(?:(?!<\/button>).)*Sign in/s);
    expect(html).not.toContain(TOKEN);
    const es = await page(`/es/sign-in/link?token=${TOKEN}`);
    expect(es.html).toContain('Entrar desde su correo');
    expect(es.html).not.toContain(TOKEN);
  });

  it('offers a new link when the link was refused or has no token', async () => {
    const refused = await page(`/sign-in/link?token=${TOKEN}`, {
      form: 'sign-in-link',
      values: {},
      errors: {},
      message: EMAIL_SIGN_IN_MESSAGES.linkInvalid,
    });
    expect(refused.html).toContain(EMAIL_SIGN_IN_MESSAGES.linkInvalid);
    expect(tagWithTestId(refused.html, 'sign-in-link-new')).toContain('href="/sign-in/email"');
    const missing = await page('/sign-in/link');
    expect(missing.html).toContain('This page needs the link from the e-mail.');
  });
});
