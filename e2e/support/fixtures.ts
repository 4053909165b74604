import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { createBackOfficeUser, logInWithApi, registerClient, type TestUser } from './users';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

export interface SignedInAccount {
  user: TestUser;
  /** Cookies of a signed-in browser, for `browser.newContext({ storageState })` or `test.use`. */
  storageState: StorageState;
}

interface WorkerFixtures {
  /**
   * One client account per worker, registered through the API and signed in. Shared by the
   * read-only journeys (axe, hydration, guards) so the suite stays well under the register limit
   * (10 an hour per address). Tests that change an account register their own.
   */
  clientAccount: SignedInAccount;
  /** One admin per worker, made with the command-line tool and signed in through the API. */
  adminAccount: SignedInAccount;
}

export const test = base.extend<object, WorkerFixtures>({
  clientAccount: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const user = await registerClient(request);
      const storageState = await request.storageState();
      await request.dispose();
      await use({ user, storageState });
    },
    { scope: 'worker' },
  ],
  adminAccount: [
    async ({ playwright }, use, workerInfo) => {
      const user = await createBackOfficeUser('admin');
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await logInWithApi(request, user);
      const storageState = await request.storageState();
      await request.dispose();
      await use({ user, storageState });
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Reaches for the page as a visitor does, with the mouse: a signed-out page starts its app at the first
 * reach (apps/web/src/app/first-reach.ts). Signed-in pages start at load, and the move changes nothing.
 */
export async function reachFor(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Reaches for the page, then waits until React has hydrated the server-rendered page, so clicks reach
 * React's handlers rather than the browser's defaults (a plain form post, a full page load).
 */
export async function waitForHydration(page: Page, selector = '#main'): Promise<void> {
  // expect.poll + evaluate rather than page.waitForFunction: the site's CSP (no 'unsafe-eval')
  // blocks the string predicate that waitForFunction runs in the page. Parts that hydrate on
  // their own (the landing page's forms) are waited for by their own selector. The reach is made
  // again on every try: right after a form's post the answer page may not have its listeners yet
  // (a reach made then lands on nothing, and the page would wait for one forever).
  await expect
    .poll(
      async () => {
        await reachFor(page);
        return page.evaluate((target) => {
          const element = document.querySelector(target);
          return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
        }, selector);
      },
      {
        message: 'the page should hydrate (React attaches its props to #main)',
        intervals: [50, 100, 250],
        // Hydration waits for the page's script; on a busy machine that can take many seconds.
        timeout: 30_000,
      },
    )
    .toBe(true);
}

/**
 * Starts on a form whose code loads at its first use (the landing page's contact form): focuses its first
 * field, as a visitor does, and waits until the form has hydrated.
 */
export async function startUsingForm(page: Page, formSelector: string): Promise<void> {
  await page.locator(formSelector).locator('input:not([type="hidden"]), select, textarea').first().focus();
  await waitForHydration(page, formSelector);
}

/** Opens a page and waits for hydration. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
