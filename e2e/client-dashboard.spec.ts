import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, visit, waitForHydration } from './support/fixtures';
import { logInWithApi } from './support/users';

/**
 * What the dashboard says: a new client is welcomed and a returning one welcomed back, it points to
 * adding an earlier request by its tracking code, and no next step is listed twice. One login.
 */

/** Where every recommended step on the dashboard leads: the journey box's and the card's. */
async function nextStepLinks(page: Page): Promise<string[]> {
  const box = page.getByRole('heading', { name: 'Your next steps' }).locator('xpath=..').getByRole('link');
  const more = page.getByRole('region', { name: 'More recommended next steps' }).getByRole('link');
  const hrefs = async (links: typeof box) =>
    Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
  return [...(await hrefs(box)), ...(await hrefs(more))];
}

test.describe('the session that created the account', () => {
  test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });

  test('welcomes a new client, lists each next step once, and points to adding an earlier request', async ({
    page,
    clientAccount,
  }) => {
    await visit(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${clientAccount.user.firstName}!`);
    await expect(page.getByRole('progressbar')).toBeVisible();

    const steps = await nextStepLinks(page);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(steps).size, steps.join(', ')).toBe(steps.length);
    await expectNoAxeViolations(page, { label: '/dashboard, a new client' });

    const recent = page.getByRole('region', { name: 'Recent requests' });
    await recent.getByRole('link', { name: 'Add it with its tracking code' }).click();
    await expect(page).toHaveURL('/client-portal#add-earlier-request');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { name: 'Add an earlier request to your account' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Tracking code' })).toBeInViewport();
  });

  test('the earlier-request link works when opened directly, as a page load', async ({ page }) => {
    await page.goto('/client-portal#add-earlier-request');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Add an earlier request to your account' })).toBeInViewport();
  });
});

test('welcomes back a client who has signed in again', async ({ browser, clientAccount, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    await logInWithApi(context.request, clientAccount.user);
    const page = await context.newPage();
    await visit(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${clientAccount.user.firstName}!`);
  } finally {
    await context.close();
  }
});
