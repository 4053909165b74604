import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit } from './support/fixtures';
import { visitCleanly } from './support/hydration';
import { NARROW, authPanel, mobileMenu, scrollWidth, userMenuButton } from './support/ui';

/**
 * axe on every page and open menu, at 1280 px and at 320 px (there with no sideways scrolling), and the
 * mobile menu's behaviour. Each page is opened once for all its checks: the same visit also checks that it
 * answered its status and hydrated with no console error (support/hydration.ts; hydration.spec.ts has the
 * pages this file does not open).
 */
const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/reset-password?token=x',
  '/circle/accept/not-a-valid-invitation-token' /* the invitation's page says the link is not valid */,
  '/sign-in/email',
  '/sign-in/code',
  '/sign-in/link?token=x',
  '/newsletter',
  '/newsletter/confirm' /* without a token: the link is not valid */,
  '/newsletter/unsubscribe' /* without its parts: the link is not valid */,
  '/no-such-page',
];
const CLIENT_PAGES = [
  '/dashboard',
  '/client-portal',
  '/client-portal?tab=new',
  '/appointments',
  '/profile',
  '/profile?tab=password',
  '/circle',
  '/admin' /* Access Denied */,
];
const ADMIN_PAGES = [
  '/admin',
  '/profile',
  '/admin/appointments',
  '/admin/appointments?view=week',
  '/admin/visits',
  '/admin/projects',
  '/admin/furniture-photos',
  '/admin/outbox',
  '/admin/chat',
  '/admin/search?q=ma',
  '/admin/contacts',
  '/admin/contacts?status=new',
  '/admin/users',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog-comments',
  '/admin/newsletter',
  '/admin/properties',
  '/admin/properties/new',
  '/admin/plans',
  '/admin/storms',
  '/admin/checklists',
  '/admin/prices',
  '/admin/checklists/new',
  '/admin/no-such-page',
];
/** Pages answered with an error status on purpose; every other page answers 200. */
const STATUS: Record<string, number> = { '/no-such-page': 404, '/admin/no-such-page': 404 };
const SECTION_LINKS = ['About Us', 'Services', 'How It Works', 'Pricing', 'Testimonials', 'Contact Us'];

async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await scrollWidth(page), `${page.url()} is wider than the ${width} px window`).toBeLessThanOrEqual(width);
}

/** A clean load and hydration and axe on each page; at 320 px also no sideways scrolling. */
async function checkPages(page: Page, paths: string[], status: Record<string, number> = STATUS) {
  for (const path of paths) {
    await test.step(path, async () => {
      await visitCleanly(page, path, status[path] ?? 200);
      await expectNoAxeViolations(page);
      if (page.viewportSize()?.width === NARROW.width) await expectNoHorizontalScroll(page);
    });
  }
}

for (const viewport of [undefined, NARROW]) {
  const narrow = viewport !== undefined;
  test.describe(narrow ? 'at 320 px' : 'on the desktop', () => {
    if (viewport) test.use({ viewport });

    test('public pages', async ({ page }) => {
      await checkPages(page, PUBLIC_PAGES);
    });

    test('forms showing their errors', async ({ page }) => {
      await visit(page, '/auth');
      await authPanel(page, 'Log in').getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(authPanel(page, 'Log in').getByRole('textbox', { name: 'Username or email' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoAxeViolations(page, { label: '/auth with field errors' });

      await visit(page, '/reset-password?token=x');
      await page.getByLabel('New password', { exact: true }).fill('Harbor-Lantern-Grove-31');
      await page.getByLabel('Confirm new password').fill('Harbor-Lantern-Grove-31');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, { label: '/reset-password with a bad link' });
      if (narrow) await expectNoHorizontalScroll(page);
    });

    test.describe('signed in as a client', () => {
      test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

      test('client pages and Access Denied', async ({ page }) => {
        await checkPages(page, CLIENT_PAGES, { '/admin': 403 });
      });

      test(narrow ? 'the open mobile menu' : 'the open user menu', async ({ page }) => {
        // The home page signed in, checked for a clean load and hydration; axe runs on it with the menu open.
        await visitCleanly(page, '/');
        if (narrow) {
          await mobileMenu(page).open();
        } else {
          await userMenuButton(page).click();
          await expect(page.getByRole('menu')).toBeVisible();
        }
        await expectNoAxeViolations(page, {
          label: narrow ? 'open mobile menu' : 'open user menu',
          // Radix renders the open dropdown in a portal at the end of <body>, outside the
          // landmarks; the "region" best practice flags that. The closed page passed it above.
          disableRules: narrow ? [] : ['region'],
        });
        if (narrow) await expectNoHorizontalScroll(page);
      });
    });

    test.describe('signed in as an admin', () => {
      test.use({ storageState: async ({ adminAccount }, use) => use(adminAccount.storageState) });

      test('back-office pages', async ({ page }) => {
        // Every back-office page in one test: more than the default limit on a busy machine.
        test.slow();
        await checkPages(page, ADMIN_PAGES);
      });
    });
  });
}

test.describe('mobile menu at 320 px', () => {
  test.use({ viewport: NARROW });

  test('opens, shows the links, and closes on Escape, its toggle and its Close button', async ({ page }) => {
    await visit(page, '/');
    // The desktop navigation is not shown at this size; the menu button is.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeHidden();
    const menu = mobileMenu(page);
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');

    const panel = await menu.open();
    for (const name of SECTION_LINKS) {
      await expect(panel.getByRole('link', { name })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: /555-0142/ })).toBeVisible();
    // No login link in the header for visitors.
    await expect(page.getByRole('banner').getByRole('link', { name: /log in/i })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.toggle).toBeFocused();

    await menu.open();
    await menu.toggle.click();
    await expect(panel).toBeHidden();

    await menu.open();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });

  test('closes on a press outside it', async ({ page }) => {
    await visit(page, '/');
    const menu = mobileMenu(page);
    const panel = await menu.open();
    // The strip above the header row, beside the phone link: outside the menu, and not a link.
    const banner = page.getByRole('banner');
    const box = await banner.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width - 4, box!.y + 4);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('closes when a link is followed, and goes to the section', async ({ page }) => {
    await visit(page, '/');
    const panel = await mobileMenu(page).open();
    await panel.getByRole('link', { name: 'Pricing' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});
