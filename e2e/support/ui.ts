import { expect, type Page } from '@playwright/test';
import { visit } from './fixtures';
import { initialsOf, type TestUser } from './users';

/** A phone-sized viewport: the narrowest the site must work at. */
export const NARROW = { width: 320, height: 640 } as const;

/** The Radix toast viewport; scoping to it avoids the hidden screen-reader copy of each toast. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description)).toBeVisible();
}

/** The visible tab panel of the /auth page ("Log in" or "Create account"). */
export function authPanel(page: Page, tab: 'Log in' | 'Create account') {
  return page.getByRole('tabpanel', { name: tab });
}

/** Fills and sends the login form on /auth (the page is opened first unless `open` is false). */
export async function logInThroughForm(
  page: Page,
  login: string,
  password: string,
  { open = true }: { open?: boolean } = {},
): Promise<void> {
  if (open) await visit(page, '/auth');
  const panel = authPanel(page, 'Log in');
  await panel.getByRole('textbox', { name: 'Username or email' }).fill(login);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The desktop header's account menu button: initials, first name, "account menu". */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /account menu/ });
}

/** Checks the desktop account menu names the user, and leaves it open. */
export async function expectUserMenuFor(page: Page, user: Pick<TestUser, 'firstName' | 'lastName' | 'email'>) {
  const button = userMenuButton(page);
  await expect(button).toBeVisible();
  await expect(button).toContainText(initialsOf(user));
  await expect(button).toContainText(user.firstName);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(menu).toContainText(user.email);
  return menu;
}

export async function logOutFromUserMenu(page: Page): Promise<void> {
  const menu = page.getByRole('menu');
  if (!(await menu.isVisible())) await userMenuButton(page).click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expectToast(page, 'Logged out successfully');
}

/**
 * The header menu of small screens: a toggle button ("Menu", then "Close") that discloses a
 * panel under the header.
 */
export function mobileMenu(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /^(Menu|Close)$/ });
  return {
    toggle,
    /** The panel the toggle controls (found through its aria-controls). */
    async panel() {
      const id = await toggle.getAttribute('aria-controls');
      expect(id, 'the menu toggle should name the panel it controls (aria-controls)').toBeTruthy();
      return page.locator(`[id="${id}"]`);
    },
    async open() {
      await expect(toggle).toHaveAccessibleName('Menu');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = await this.panel();
      await expect(panel).toBeVisible();
      return panel;
    },
  };
}

/** The width of the whole page; more than the window means a sideways scroll bar. */
export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth);
}
