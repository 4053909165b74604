import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { latestMailboxId, latestMailTo } from './support/mailbox';
import { latestEmailTo } from './support/outbox';
import { scrollWidth } from './support/ui';
import { newUser, registerClient } from './support/users';

/** A phone held upright: where a senior reads the e-mail. */
const PHONE = { width: 390, height: 844 } as const;
/** A tablet: where they sign in. */
const TABLET = { width: 820, height: 1180 } as const;
const SUBJECT = 'sign-in link and code';

/** The code and the link's path of the newest sign-in e-mail, as the recipient got it. */
async function signInMail(address: string, afterId: number, subject = SUBJECT) {
  const email = await latestMailTo(address, { subject, afterId });
  const code = /^\s*(\d{6})\s*$/m.exec(email.text)?.[1];
  const link = /https?:\/\/[^\s<>"]+\/sign-in\/link\?token=[^\s<>"]+/.exec(email.text)?.[0];
  if (!code || !link) throw new Error(`No code or link in this e-mail:\n${email.text}`);
  const url = new URL(link);
  return { code, link: `${url.pathname}${url.search}` };
}

async function newPage(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

/**
 * A client account, registered through the API from an address of its own (X-Forwarded-For,
 * e2e/README.md "Rate limits"), so the shared address keeps its registrations for the other files.
 */
async function newClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  label: string,
  language: 'en' | 'es' = 'en',
) {
  // Registered on the site in `language`: signing in follows the account's language.
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.20.0.3', cookie: `lang=${language}` },
  });
  const user = await registerClient(request, newUser(label));
  await request.dispose();
  return user;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

// A senior reads mail on a phone and signs in on a tablet: the e-mail carries a link and a code
// (docs/sign-in.md, "E-mailed link and code"). Rate limits: 2 sign-in e-mails, 1 code, 1 link, 1 register.
test.describe('sign in with an e-mailed link or code', () => {
  test('asks on the phone, types the code from the e-mail on the tablet', async ({ browser, baseURL, playwright }) => {
    const user = await newClient(playwright, baseURL, 'mailcode');
    const phone = await newPage(browser, baseURL, PHONE);
    const tablet = await newPage(browser, baseURL, TABLET);
    const before = latestMailboxId();

    await test.step('on the phone: the login page offers the e-mailed link and code', async () => {
      await visit(phone, '/auth');
      await phone.getByRole('link', { name: 'E-mail me a sign-in link and code' }).click();
      await expect(phone).toHaveURL('/sign-in/email');
      await expect(phone.getByRole('heading', { level: 1, name: 'Sign in without a password' })).toBeVisible();
      await expectNoAxeViolations(phone);
      await expectNoSidewaysScroll(phone);
    });

    await test.step('ask for the e-mail; the answer is the same for any address', async () => {
      await phone.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await phone.getByRole('button', { name: 'E-mail me a link and code' }).click();
      await expect(phone.getByRole('status').filter({ hasText: 'Check your email' })).toContainText(
        'If an account uses this address, we have sent it a sign-in link and code. They work for 15 minutes.',
      );
      await expect(phone.getByTestId('sign-in-code-form').getByRole('textbox', { name: 'Email' })).toHaveValue(
        user.email,
      );
      await expectNoAxeViolations(phone, { label: '/sign-in/email (sent)' });
      await expectNoSidewaysScroll(phone);
    });

    const { code } = await signInMail(user.email, before);

    await test.step('the outbox staff read shows the code and link hidden', async () => {
      const kept = await latestEmailTo(user.email, { subject: SUBJECT });
      expect(kept.textBody).toContain('/sign-in/link?token=[hidden]');
      expect(kept.textBody).not.toContain(code);
    });

    await test.step('on the tablet: type the address and the code, and land on the dashboard', async () => {
      await visit(tablet, '/sign-in/code');
      await expectNoAxeViolations(tablet);
      const codeField = tablet.getByRole('textbox', { name: '6-digit code' });
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      expect((await codeField.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      const submit = tablet.getByRole('button', { name: 'Sign in' });
      expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await tablet.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await codeField.fill(code);
      await submit.click();
      await expect(tablet).toHaveURL('/dashboard');
    });

    await test.step('the code worked once: the phone cannot use it again', async () => {
      await visit(phone, '/sign-in/code');
      await phone.getByRole('textbox', { name: 'Email' }).fill(user.email);
      await phone.getByRole('textbox', { name: '6-digit code' }).fill(code);
      await phone.getByRole('button', { name: 'Sign in' }).click();
      await expect(phone.getByRole('alert').filter({ hasText: 'You are not signed in' })).toContainText(
        'This code is not right, or it has expired.',
      );
      await expect(phone).toHaveURL('/sign-in/code');
    });

    await phone.context().close();
    await tablet.context().close();
  });

  test('opening the link shows a button; pressing it signs in', async ({ browser, baseURL, playwright }) => {
    const user = await newClient(playwright, baseURL, 'maillink');
    const phone = await newPage(browser, baseURL, PHONE);
    const before = latestMailboxId();
    const asked = await phone.request.post('/api/sign-in/email', {
      data: { email: user.email, next: '/appointments' },
    });
    expect(asked.status()).toBe(200);
    const { link } = await signInMail(user.email, before);

    await visit(phone, link);
    await expect(phone.getByRole('heading', { level: 1, name: 'Sign in from your e-mail' })).toBeVisible();
    // Opening it signed nobody in.
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    await expectNoAxeViolations(phone, { label: '/sign-in/link' });
    await expectNoSidewaysScroll(phone);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone).toHaveURL('/appointments');
    const me = await phone.request.get('/api/user');
    expect(((await me.json()) as { signInMethod?: string }).signInMethod).toBe('email_link');
    await phone.context().close();
  });

  test('works without JavaScript: ask, then type the code on the answer page', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const user = await newClient(playwright, baseURL, 'mailnojs', 'es');
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      javaScriptEnabled: false,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    const before = latestMailboxId();
    await page.goto('/es/sign-in/email?next=%2Fappointments');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
    await page.getByRole('button', { name: 'Enviarme un enlace y un código' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revise su correo' })).toBeVisible();
    // Her account is in Spanish, so is the e-mail.
    const { code } = await signInMail(user.email, before, 'enlace y código');
    await page.getByRole('textbox', { name: 'Código de 6 cifras' }).fill(code);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/es/appointments');
    await context.close();
  });
});
