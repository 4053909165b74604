// A signed-out page starts its app at the visitor's first reach; a signed-in page at load
// (docs/decisions/065-a-signed-out-page-starts-at-the-first-reach.md).
import type { Page } from '@playwright/test';
import { expect, reachFor, test, waitForHydration } from './support/fixtures';
import { mobileMenu } from './support/ui';

/** Whether React has taken over the page's main element. */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('#main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });

test('a signed-out page runs no app code until the visitor reaches for it, then starts', async ({ page }) => {
  const appCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/app-[\w-]{8}\.js$/.test(request.url())) appCode.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#root')).toHaveAttribute('data-start', 'first-reach');
  // The app's code is downloaded ahead once the page has loaded (not before its first paint), but the page
  // is still the server's.
  expect(appCode).toHaveLength(1);
  const order = await page.evaluate(() => {
    const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/app-/.test(entry.name));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { appRequested: app?.startTime ?? -1, loaded: navigation?.loadEventStart ?? Infinity };
  });
  expect(order.appRequested).toBeGreaterThanOrEqual(order.loaded);
  expect(await hydrated(page)).toBe(false);

  await reachFor(page);
  await waitForHydration(page);
});

test('a tap on the menu while the app starts opens the menu once it has started', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await hydrated(page)).toBe(false);
  // The tap is the first reach: the app starts on it, and the held tap is given again.
  const menu = mobileMenu(page);
  await menu.toggle.click();
  await expect(menu.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(await menu.panel()).toBeVisible();
  expect(await hydrated(page)).toBe(true);
});

test.describe('signed in', () => {
  test('a client’s page starts at load, without a reach', async ({ browser, clientAccount }) => {
    const context = await browser.newContext({ storageState: clientAccount.storageState });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-start', 'load');
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    await context.close();
  });
});
