import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { NARROW } from './support/ui';

/**
 * Server-rendered pages must hydrate without a mismatch: React reports one as a console error
 * or an uncaught error (#418/#423 in production) and re-renders the page from scratch.
 */

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/auth?tab=register',
  '/forgot-password',
  '/reset-password?token=x',
  '/sign-in/email',
  '/sign-in/code',
  '/sign-in/link?token=x',
  '/contact',
  '/contact?service=seasonal',
  '/furniture-upload',
  '/track-request',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
  '/community-guidelines',
];
const NOT_FOUND = '/no-such-page';
/** The same pages in Spanish (docs/i18n.md): a page in another language must hydrate as cleanly. */
const SPANISH_PAGES = ['/es', '/es/contact', '/es/auth', '/es/track-request', '/es/privacy-policy', '/es/sign-in/code'];
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
  '/admin/no-such-page',
  '/profile',
  '/admin/appointments',
  '/admin/appointments?view=week',
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
  '/admin/properties',
  '/admin/properties/new',
  '/admin/storms',
  '/admin/checklists',
  '/admin/checklists/new',
  '/admin/visits',
];

interface Problem {
  kind: string;
  text: string;
}

/** Opens `path` and records console errors, React warnings and uncaught errors until it has settled. */
async function loadAndCollectProblems(page: Page, path: string, expectedStatus: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const documentUrl = new URL(path, test.info().project.use.baseURL).href;
  const onConsole = (message: ConsoleMessage) => {
    const type = message.type();
    const text = message.text();
    // Chromium logs the page's own error status (404, or 403 for Access Denied) as a failed load; that
    // status is the point of such a page.
    if (
      expectedStatus >= 400 &&
      type === 'error' &&
      message.location().url === documentUrl &&
      text.includes(String(expectedStatus))
    ) {
      return;
    }
    if (type === 'error' || (type === 'warning' && /hydrat|react|did not match|mismatch/i.test(text))) {
      problems.push({ kind: `console.${type}`, text });
    }
  };
  const onPageError = (error: Error) => problems.push({ kind: 'pageerror', text: error.stack ?? error.message });
  // Requests in flight, so that calls made by effects after hydration are awaited too.
  const pending = new Set<Request>();
  const onRequest = (request: Request) => pending.add(request);
  const onRequestDone = (request: Request) => pending.delete(request);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfinished', onRequestDone);
  page.on('requestfailed', onRequestDone);
  try {
    const response = await page.goto(path);
    expect(response?.status(), `HTTP status of ${path}`).toBe(expectedStatus);
    await waitForHydration(page);
    // Two frames for effects to run, then until the calls they started have answered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(() => pending.size, { message: `requests of ${path} should settle` }).toBe(0);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfinished', onRequestDone);
    page.off('requestfailed', onRequestDone);
  }
  return problems;
}

async function expectCleanHydration(page: Page, paths: string[], statusOf = (_path: string) => 200) {
  for (const path of paths) {
    await test.step(path, async () => {
      const problems = await loadAndCollectProblems(page, path, statusOf(path));
      expect
        .soft(
          problems,
          `${path} logged errors while loading and hydrating:\n${problems.map((p) => `  ${p.kind}: ${p.text}`).join('\n')}`,
        )
        .toEqual([]);
    });
  }
}

for (const viewport of [undefined, NARROW]) {
  test.describe(`hydration${viewport ? ' at 320 px' : ''}`, () => {
    if (viewport) test.use({ viewport });

    test('public pages and the 404 page', async ({ page }) => {
      await expectCleanHydration(page, [...PUBLIC_PAGES, NOT_FOUND], (path) => (path === NOT_FOUND ? 404 : 200));
    });

    test('Spanish pages', async ({ page }) => {
      await expectCleanHydration(page, SPANISH_PAGES, () => 200);
    });

    test.describe('signed in as a client', () => {
      test.use({ storageState: async ({ clientAccount }, use) => use(clientAccount.storageState) });
      test('client pages', async ({ page }) => {
        await expectCleanHydration(page, [...CLIENT_PAGES, '/'], (path) => (path === '/admin' ? 403 : 200));
      });
    });

    test.describe('signed in as an admin', () => {
      test.use({ storageState: async ({ adminAccount }, use) => use(adminAccount.storageState) });
      test('back-office pages', async ({ page }) => {
        // Every back-office page in one test: more than the default limit on a busy machine.
        test.slow();
        await expectCleanHydration(page, ADMIN_PAGES, (path) => (path === '/admin/no-such-page' ? 404 : 200));
      });
    });
  });
}

test('every page starts with no form code: zod and the form libraries load only with a form', async ({ request }) => {
  // An import of zod from the first script once made it and the forms' chunk import each other, and
  // no page hydrated (shared modules the header uses keep their schemas in *-schemas.ts files).
  for (const path of ['/', '/es', '/auth']) {
    const html = await (await request.get(path)).text();
    // The first script, and any chunk the page asks the browser to fetch with it.
    const preloads = [
      ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+)"/g),
    ].map((m) => m[1]);
    expect(preloads.length, path).toBeGreaterThan(0);
    expect(
      preloads.filter((href) => href?.includes('/forms-')),
      path,
    ).toEqual([]);
  }
});
