import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, startUsingForm, test, visit, waitForHydration } from './support/fixtures';
import { describeNuErrors, nuErrors } from './support/nu-checker';

// The Nu HTML Checker finds no error on any page: every page as the server sends it (signed out,
// as a client, as an admin), and the forms with their errors shown. One run of the checker for all.

const PUBLIC_PAGES = [
  '/',
  '/contact',
  '/contact?service=furniture',
  '/furniture-upload',
  '/track-request',
  '/track-request?token=TA-2222-2222',
  '/blog',
  '/blog/no-such-post',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/reset-password?token=x',
  '/circle/accept/not-a-valid-invitation-token',
  '/newsletter',
  '/newsletter?done=check-email',
  '/newsletter/confirm',
  '/newsletter/confirm?token=not-a-real-token',
  '/newsletter/confirm?done=confirmed',
  '/newsletter/unsubscribe',
  `/newsletter/unsubscribe?s=1&t=${'0'.repeat(64)}`,
  '/newsletter/unsubscribe?done=unsubscribed',
  '/no-such-page',
];
const CLIENT_PAGES = [
  '/dashboard',
  '/client-portal',
  '/client-portal?tab=new',
  '/appointments',
  '/profile',
  '/circle',
  '/admin',
];
const ADMIN_PAGES = [
  '/admin',
  '/admin/contacts',
  '/admin/appointments',
  '/admin/projects',
  '/admin/furniture-photos',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog-comments',
  '/admin/newsletter',
  '/admin/users',
  '/admin/outbox',
  '/admin/chat',
  '/admin/search?q=a',
  '/profile',
  '/admin/properties',
  '/admin/properties/new',
  '/admin/plans',
  '/admin/storms',
  '/admin/checklists',
  '/admin/checklists/new',
  '/admin/visits',
];

const visibleMainForm = (page: Page) => page.locator('#main form').filter({ visible: true });

/** Forms sent empty in the browser, so their error messages are on the page. */
const FORMS_WITH_ERRORS: {
  path: string;
  form: (page: Page) => Locator;
  submit: string;
  open?: string;
  prepare?: (form: Locator) => Promise<void>;
}[] = [
  {
    path: '/',
    form: (page) => page.getByRole('form', { name: 'Send us a message' }),
    // Send waits for consent while e-mail updates are on; without them it checks the fields.
    prepare: (form) => form.getByRole('checkbox', { name: 'Email me updates' }).uncheck(),
    submit: 'Send Message',
  },
  {
    path: '/',
    open: 'Request Quote',
    form: (page) => page.getByRole('form', { name: 'Quote request' }),
    submit: 'Send Quote Request',
  },
  { path: '/contact', form: visibleMainForm, submit: 'Submit Request' },
  { path: '/furniture-upload', form: visibleMainForm, submit: 'Upload Photos' },
  { path: '/auth', form: visibleMainForm, submit: 'Log in' },
  { path: '/auth?tab=register', form: visibleMainForm, submit: 'Create account' },
  { path: '/forgot-password', form: visibleMainForm, submit: 'Send reset link' },
  { path: '/reset-password?token=x', form: visibleMainForm, submit: 'Save new password' },
];

const REQUESTER = {
  firstName: 'Nora',
  lastName: 'Ellis-Checker',
  email: 'nora.checker@example.com',
  phone: '(352) 555-0163',
  serviceInterest: 'Home & Tech Support',
  message: 'Please set up my new tablet for video calls.',
  consentGiven: true,
};

test('the Nu HTML Checker finds no error on any page', async ({
  playwright,
  page,
  clientAccount,
  adminAccount,
}, testInfo) => {
  test.slow();
  const folder = testInfo.outputPath('html');
  fs.mkdirSync(folder, { recursive: true });
  const saved: string[] = [];
  const save = (label: string, html: string) => {
    const file = path.join(
      folder,
      `${String(saved.length + 1).padStart(2, '0')}-${label.replace(/[^a-z0-9]+/gi, '_')}.html`,
    );
    fs.writeFileSync(file, html);
    saved.push(file);
  };
  const baseURL = testInfo.project.use.baseURL;
  const fetchPages = async (api: APIRequestContext, who: string, paths: readonly string[]) => {
    for (const url of paths) {
      const response = await api.get(url, { maxRedirects: 0 });
      expect(response.headers()['content-type'], `${who} ${url}`).toContain('text/html');
      save(`${who}${url}`, await response.text());
    }
  };

  await test.step('pages as the server sends them', async () => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const client = await playwright.request.newContext({ baseURL, storageState: clientAccount.storageState });
    const admin = await playwright.request.newContext({ baseURL, storageState: adminAccount.storageState });
    // A request to track (one of the suite's POST /api/contact calls) and a published post to read.
    const sent = await anonymous.post('/api/contact', { data: REQUESTER });
    expect(sent.status()).toBe(201);
    const { trackingToken } = (await sent.json()) as { trackingToken: string };
    const slug = `checking-html-${Date.now().toString(36)}`;
    const post = await admin.post('/api/admin/blog', {
      data: {
        title: 'Five signs of a phone scam',
        slug,
        excerpt: 'What to listen for, and what to do.',
        content: 'Hang up.\nCall us, or your bank, on a number you already know.',
        published: true,
      },
    });
    expect(post.status()).toBe(201);

    await fetchPages(anonymous, 'public', [...PUBLIC_PAGES, `/track-request?token=${trackingToken}`, `/blog/${slug}`]);
    await fetchPages(client, 'client', CLIENT_PAGES);
    await fetchPages(admin, 'admin', ADMIN_PAGES);
    await Promise.all([anonymous.dispose(), client.dispose(), admin.dispose()]);
  });

  await test.step('forms with their errors shown', async () => {
    for (const { path: url, form, submit, open, prepare } of FORMS_WITH_ERRORS) {
      await visit(page, url);
      // The landing page's forms and the public forms hydrate on their own, once their code arrives
      // (the landing's contact form at its first use).
      if (url === '/') await startUsingForm(page, '#contact form');
      else await waitForHydration(page, '#main form');
      if (open) await page.getByRole('button', { name: open }).click();
      const target = form(page);
      await prepare?.(target);
      await target.getByRole('button', { name: submit, exact: true }).click();
      await expect(target.locator('[aria-invalid="true"]').first()).toBeVisible();
      save(`errors${url}-${submit}`, await page.content());
    }
  });

  // One line per error (page file, line, column, message, the markup around it); none expected.
  const errors = describeNuErrors(await nuErrors(saved));
  expect(errors, `The Nu HTML Checker's errors, pages saved in ${folder}`).toBe('');
  expect(saved).toHaveLength(
    PUBLIC_PAGES.length + 2 + CLIENT_PAGES.length + ADMIN_PAGES.length + FORMS_WITH_ERRORS.length,
  );
});
