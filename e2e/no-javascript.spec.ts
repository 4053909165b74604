import { defaultBusiness } from '@ta/shared';
import { expect, test } from '@playwright/test';
import { NARROW } from './support/ui';

// Every page is rendered on the server: what matters must be in the HTML before any script runs.
test.use({ javaScriptEnabled: false });

for (const viewport of [undefined, NARROW]) {
  test.describe(`without JavaScript${viewport ? ' at 320 px' : ''}`, () => {
    if (viewport) test.use({ viewport });

    test('/auth shows the login form', async ({ page }) => {
      const response = await page.goto('/auth');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Log in or create an account/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your client account' })).toBeVisible();
      const panel = page.getByRole('tabpanel', { name: 'Log in' });
      await expect(panel.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
      await expect(panel.getByRole('textbox', { name: 'Username or email' })).toBeVisible();
      await expect(panel.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      // No credential hint on the login page.
      await expect(page.getByRole('main')).not.toContainText(/default admin|admin123|password:/i);
    });

    test('/auth?tab=register shows the register form', async ({ page }) => {
      await page.goto('/auth?tab=register');
      const panel = page.getByRole('tabpanel', { name: 'Create account' });
      for (const name of ['First name', 'Last name', 'Email', 'Username']) {
        await expect(panel.getByRole('textbox', { name })).toBeVisible();
      }
      await expect(panel.getByLabel('Confirm password')).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'Log in' })).toBeHidden();
    });

    test('an unknown path is a 404 page', async ({ page }) => {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(/Page Not Found/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Sorry, we could not find the page you asked for.')).toBeVisible();
      await expect(page.getByText(/router/)).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(main.getByRole('link', { name: 'Track a request' })).toHaveAttribute('href', '/track-request');
      await expect(main.getByRole('link', { name: `Call ${defaultBusiness.phoneDisplay}` })).toHaveAttribute(
        'href',
        `tel:${defaultBusiness.phoneE164}`,
      );
    });

    test('/ shows the business phone number', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const call = page.getByRole('banner').getByRole('link', { name: defaultBusiness.phoneDisplay });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', `tel:${defaultBusiness.phoneE164}`);
      await expect(page.getByRole('contentinfo')).toContainText(defaultBusiness.phoneDisplay);
    });

    test('/forgot-password shows its form', async ({ page }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    });
  });
}
