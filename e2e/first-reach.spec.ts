// A page the server renders whole starts its app at the visitor's first reach; a signed-in one also once its
// live parts are due; every other page at load (docs/decisions/065-a-signed-out-page-starts-at-the-first-reach.md,
// 068-signed-in-pages-start-at-the-first-reach.md).
import type { Page } from '@playwright/test';
import { scheduleAppointmentFor } from './support/appointments';
import { expect, reachFor, test, waitForHydration } from './support/fixtures';
import { registerClient } from './support/users';
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
  // A resource's timing entry is written when its download ends, which on a busy machine can be after the
  // request was seen: wait for it.
  const readOrder = () =>
    page.evaluate(() => {
      const app = performance.getEntriesByType('resource').find((entry) => /\/assets\/app-/.test(entry.name));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return app ? { appRequested: app.startTime, loaded: navigation?.loadEventStart ?? Infinity } : undefined;
    });
  await expect.poll(readOrder, { message: 'the app code should finish downloading', timeout: 30_000 }).toBeDefined();
  const order = (await readOrder())!;
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
  test('a client’s appointments are in the page before it starts, and starting reads none of them again', async ({
    browser,
  }) => {
    // A client of its own, registered from an address of its own (e2e/README.md "Rate limits").
    const context = await browser.newContext();
    const client = await registerClient(context.request);
    scheduleAppointmentFor(client.username, { days: 5, notes: 'Carry the groceries in' });
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });

    await page.goto('/appointments', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-start', 'first-reach-live');
    // The server's HTML is the whole page: the appointment is there, and nothing has been read or run.
    await expect(page.getByRole('tabpanel', { name: /Upcoming/ }).getByRole('article')).toHaveCount(1);
    expect(await hydrated(page)).toBe(false);
    expect(reads).toEqual([]);

    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Only the session's times, for the warning before it ends: the list came with the page.
    expect(reads.filter((path) => path !== '/api/session')).toEqual([]);
    await expect(page.getByRole('tabpanel', { name: /Upcoming/ }).getByRole('article')).toHaveCount(1);
    await context.close();
  });

  test('a client’s page left untouched starts once its live parts are due', async ({ browser, clientAccount }) => {
    const context = await browser.newContext({ storageState: clientAccount.storageState });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).toHaveAttribute('data-start', 'first-reach-live');
    expect(await hydrated(page)).toBe(false);
    // LIVE_PARTS_DUE_MS (app/first-reach.ts): today's visit status is read every 30 seconds.
    await page.clock.fastForward(30_000);
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    await context.close();
  });

  test('a client’s page that reads in the browser starts at load, without a reach', async ({
    browser,
    clientAccount,
  }) => {
    const context = await browser.newContext({ storageState: clientAccount.storageState });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page.locator('#root')).toHaveAttribute('data-start', 'load');
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    await context.close();
  });
});
